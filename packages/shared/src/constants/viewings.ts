import type { ListingCountry } from './countries';

/**
 * A viewing's states (docs/viewings.md has the machine):
 * requested → confirmed | declined | cancelled | expired; confirmed → cancelled | held | no_show | disputed;
 * a reschedule moves a requested or confirmed viewing to new times and back to requested, awaiting the other
 * party. Only requested and confirmed viewings hold their time (the database's exclusion constraint).
 */
export const VIEWING_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
  'held',
  'no_show',
  'disputed',
] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
/** The states that hold a time slot (and are reminded). */
export const ACTIVE_VIEWING_STATUSES = ['requested', 'confirmed'] as const satisfies readonly ViewingStatus[];

export const VIEWING_PARTIES = ['owner', 'seeker'] as const;
export type ViewingParty = (typeof VIEWING_PARTIES)[number];

/** One side's answer to "Did the viewing happen?". */
export const VIEWING_OUTCOMES = ['held', 'no_show'] as const;
export type ViewingOutcome = (typeof VIEWING_OUTCOMES)[number];

export const VIEWING_TIME_ZONES = ['Africa/Lagos', 'Africa/Freetown'] as const;
export type ViewingTimeZone = (typeof VIEWING_TIME_ZONES)[number];
/** A listing's viewings are in its country's zone. */
export const VIEWING_ZONE_OF_COUNTRY: Record<ListingCountry, ViewingTimeZone> = {
  NG: 'Africa/Lagos',
  SL: 'Africa/Freetown',
};
export const viewingZoneOf = (country: string): ViewingTimeZone =>
  VIEWING_ZONE_OF_COUNTRY[country as ListingCountry] ?? 'Africa/Lagos';

/** At most this many times may be proposed when a listing has no slots. */
export const MAX_PROPOSED_TIMES = 3;
/** A proposed time is a viewing of this length. */
export const PROPOSED_VIEWING_MINUTES = 30;
/** The slot picker shows this many days ahead; the slots api answers at most VIEWING_SLOTS_MAX_DAYS at a time. */
export const VIEWING_SLOT_DAYS = 14;
export const VIEWING_SLOTS_MAX_DAYS = 31;
/** A viewing may be booked (or proposed) at most this many days ahead. */
export const VIEWING_BOOK_AHEAD_DAYS = 90;
/** Reminders before a confirmed viewing, in hours. */
export const VIEWING_REMINDER_HOURS = [24, 2] as const;
/** One side's answer decides the outcome when the other has not answered this long after the viewing. */
export const VIEWING_OUTCOME_WAIT_HOURS = 48;
export const VIEWING_NOTE_MAX = 1000;
export const VIEWING_REASON_MAX = 500;
