const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '21 Nov 2026' */
export const formatDate = (iso: string): string => DATE.format(new Date(iso));
/** '21 Nov 2026, 14:05' */
export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));
