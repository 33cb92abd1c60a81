import { formatDate, formatDayMonth, formatTime } from '@ile/shared/helpers/locale-format';

/** Today: the time; this year: day and month; otherwise the date. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return formatTime(date);
  if (date.getFullYear() === now.getFullYear()) return formatDayMonth(date);
  return formatDate(date);
}
