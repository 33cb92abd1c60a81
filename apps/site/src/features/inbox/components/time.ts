/** Today: the time; this year: day and month; otherwise the date. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString())
    return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (date.getFullYear() === now.getFullYear())
    return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
