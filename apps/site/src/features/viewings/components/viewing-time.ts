import { formatViewingTime, localDateOf } from '@ile/shared/helpers/viewing-slots';

/** "Tue 1 Dec" of an instant in `timeZone`. */
export const dayLabel = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(
    instant,
  );

/** "10:30" of an instant in `timeZone`. */
export const timeLabel = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/** Slots grouped by their local day, in order. */
export function byDay<T extends { startsAt: string }>(slots: readonly T[], timeZone: string) {
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const day = localDateOf(new Date(slot.startsAt), timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

export { formatViewingTime };
