/**
 * Viewing slots from an owner's weekly hours and exceptions (docs/viewings.md): pure and browser-safe, so the
 * api computes them and tests read them the same way. Times are local (a date and minutes after midnight) in
 * each rule's own zone, and come out as UTC instants.
 */

export interface WeeklyHours {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  timeZone: string;
}

export interface HoursException {
  /** 'YYYY-MM-DD' in `timeZone`. */
  date: string;
  closed: boolean;
  startMinute: number | null;
  endMinute: number | null;
  slotMinutes: number | null;
  timeZone: string;
}

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** `timeZone`'s offset from UTC at `instant`, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / MINUTE) * MINUTE) / MINUTE);
}

/** The local date ('YYYY-MM-DD') of `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant of `minute` after midnight on local `date` in `timeZone`. */
export function instantOf(date: string, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day, 0, minute);
  // Two passes settle a zone whose offset changes near the time (neither viewing zone has DST).
  const first = guess - offsetMinutes(new Date(guess), timeZone) * MINUTE;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * MINUTE);
}

/** Day of the week (0 Sunday) of a 'YYYY-MM-DD' date. */
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

const nextDate = (date: string): string =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + DAY).toISOString().slice(0, 10);

function slotsOf(date: string, start: number, end: number, length: number, timeZone: string): TimeRange[] {
  const slots: TimeRange[] = [];
  for (let minute = start; minute + length <= end; minute += length) {
    const startsAt = instantOf(date, minute, timeZone);
    slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + length * MINUTE) });
  }
  return slots;
}

const overlaps = (a: TimeRange, b: TimeRange) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/**
 * The free slots starting in [from, to): each day's weekly hours (none on a date an exception closes), plus an
 * exception's extra hours, minus any slot overlapping a busy range or starting before `notBefore`. Sorted,
 * without duplicates.
 */
export function viewingSlots(input: {
  weekly: readonly WeeklyHours[];
  exceptions: readonly HoursException[];
  busy: readonly TimeRange[];
  from: Date;
  to: Date;
  notBefore: Date;
}): TimeRange[] {
  const zones = new Set([...input.weekly.map((w) => w.timeZone), ...input.exceptions.map((e) => e.timeZone)]);
  const found = new Map<number, TimeRange>();
  for (const zone of zones) {
    const last = localDateOf(input.to, zone);
    // A day early: a slot in the evening before `from`'s local date may still start after `from`.
    for (
      let date = localDateOf(new Date(input.from.getTime() - DAY), zone);
      date <= last;
      date = nextDate(date)
    ) {
      const today = input.exceptions.filter((e) => e.timeZone === zone && e.date === date);
      // A closed date closes the weekly hours of that date whatever zone either was written in.
      const closed = input.exceptions.some((e) => e.closed && e.date === date);
      const candidates = [
        ...(closed
          ? []
          : input.weekly
              .filter((w) => w.timeZone === zone && w.weekday === weekdayOf(date))
              .flatMap((w) => slotsOf(date, w.startMinute, w.endMinute, w.slotMinutes, zone))),
        ...today.flatMap((e) =>
          e.closed || e.startMinute === null || e.endMinute === null || e.slotMinutes === null
            ? []
            : slotsOf(date, e.startMinute, e.endMinute, e.slotMinutes, zone),
        ),
      ];
      for (const slot of candidates) {
        if (slot.startsAt < input.from || slot.startsAt >= input.to || slot.startsAt < input.notBefore)
          continue;
        if (input.busy.some((busy) => overlaps(busy, slot))) continue;
        if (!found.has(slot.startsAt.getTime())) found.set(slot.startsAt.getTime(), slot);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** "Tue 1 Dec, 10:30" in `timeZone` (emails, notices), with the zone's short name. */
export function formatViewingTime(instant: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${text} (${timeZone === 'Africa/Lagos' ? 'Lagos time, WAT' : timeZone === 'Africa/Freetown' ? 'Freetown time, GMT' : timeZone})`;
}
