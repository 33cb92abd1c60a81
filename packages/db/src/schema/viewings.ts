import type { ViewingOutcome, ViewingParty, ViewingStatus, ViewingTimeZone } from '@ile/shared';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/** An owner's weekly viewing hours, for one listing or (property_id null) all of theirs (docs/viewings.md). */
export interface ViewingAvailabilityTable {
  id: UuidId;
  owner_id: string;
  property_id: string | null;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  start_minute: number;
  end_minute: number;
  slot_minutes: number;
  time_zone: ViewingTimeZone;
  /** The viewing fee in minor units (issue 21 item 2, held payments); null: free. */
  fee_amount: number | null;
  fee_currency: string | null;
  created_at: DefaultTimestamp;
}

/** A date closed, or extra hours that day, in the owner's viewing hours. */
export interface ViewingAvailabilityExceptionsTable {
  id: UuidId;
  owner_id: string;
  property_id: string | null;
  /** 'YYYY-MM-DD' in time_zone. */
  on_date: ColumnType<string, string, string>;
  closed: boolean;
  start_minute: number | null;
  end_minute: number | null;
  slot_minutes: number | null;
  time_zone: ViewingTimeZone;
  created_at: DefaultTimestamp;
}

/** One viewing booking; only requested and confirmed ones hold their time (an exclusion constraint). */
export interface ViewingsTable {
  id: UuidId;
  property_id: string;
  seeker_id: string;
  owner_id: string;
  status: Generated<ViewingStatus>;
  /** Who must confirm a requested viewing (the owner, or the seeker after the owner rescheduled). */
  awaiting: ViewingParty | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  /** Up to three times the seeker proposed when the listing had no slots. */
  proposed_times: ColumnType<Date[], Date[] | undefined, Date[]>;
  note: string | null;
  decline_reason: string | null;
  cancel_reason: string | null;
  cancelled_by: ViewingParty | null;
  seeker_outcome: ViewingOutcome | null;
  owner_outcome: ViewingOutcome | null;
  reminded_24h_at: NullableTimestamp;
  reminded_2h_at: NullableTimestamp;
  outcome_asked_at: NullableTimestamp;
  resolved_at: NullableTimestamp;
  /** The secret its one-tap email links are signed with (never leaves the database). */
  link_key: Buffer;
  fee_amount: number | null;
  fee_currency: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Viewing = Selectable<ViewingsTable>;
export type NewViewing = Insertable<ViewingsTable>;
export type ViewingAvailability = Selectable<ViewingAvailabilityTable>;
export type ViewingAvailabilityException = Selectable<ViewingAvailabilityExceptionsTable>;
