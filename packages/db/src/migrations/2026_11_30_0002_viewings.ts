import { type Kysely, sql } from 'kysely';
import { addUpdatedAtTrigger } from './helpers';

// Issue 21, item 1: booking a viewing (docs/viewings.md).
// - viewing_availability: an owner's weekly hours, for one listing or (property_id null) all of theirs, each
//   in its own time zone; viewing_availability_exceptions: a date closed, or extra hours that day.
// - viewings: one booking. A pending (requested) or confirmed viewing holds its time: the exclusion constraint
//   refuses a second active viewing of the same listing overlapping it, whatever races the api loses.
//   A request with proposed times only has no starts_at until the owner picks one; the constraint skips it
//   (tstzrange(NULL, NULL) would be the unbounded range, overlapping everything).
// - fee_amount / fee_currency (minor units): the viewing fee of item 2, written later by held payments.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);

  await sql`CREATE TABLE viewing_availability (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      property_id uuid REFERENCES properties (id) ON DELETE CASCADE,
      weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
      start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
      end_minute smallint NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
      slot_minutes smallint NOT NULL CHECK (slot_minutes BETWEEN 15 AND 240),
      time_zone text NOT NULL CHECK (time_zone IN ('Africa/Lagos', 'Africa/Freetown')),
      fee_amount bigint CHECK (fee_amount > 0),
      fee_currency text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_minute - start_minute >= slot_minutes),
      CHECK ((fee_amount IS NULL) = (fee_currency IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX viewing_availability_owner_idx ON viewing_availability (owner_id, property_id)`.execute(
    db,
  );
  await sql`CREATE INDEX viewing_availability_property_idx ON viewing_availability (property_id)
      WHERE property_id IS NOT NULL`.execute(db);

  await sql`CREATE TABLE viewing_availability_exceptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      property_id uuid REFERENCES properties (id) ON DELETE CASCADE,
      on_date date NOT NULL,
      closed boolean NOT NULL,
      start_minute smallint CHECK (start_minute BETWEEN 0 AND 1439),
      end_minute smallint CHECK (end_minute BETWEEN 1 AND 1440),
      slot_minutes smallint CHECK (slot_minutes BETWEEN 15 AND 240),
      time_zone text NOT NULL CHECK (time_zone IN ('Africa/Lagos', 'Africa/Freetown')),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (closed = (start_minute IS NULL) AND closed = (end_minute IS NULL) AND closed = (slot_minutes IS NULL)),
      CHECK (closed OR end_minute - start_minute >= slot_minutes)
    )`.execute(db);
  await sql`CREATE INDEX viewing_availability_exceptions_owner_idx
      ON viewing_availability_exceptions (owner_id, on_date)`.execute(db);
  await sql`CREATE INDEX viewing_availability_exceptions_property_idx ON viewing_availability_exceptions (property_id)
      WHERE property_id IS NOT NULL`.execute(db);

  await sql`CREATE TABLE viewings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
      seeker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'requested' CHECK (status IN
        ('requested', 'confirmed', 'declined', 'cancelled', 'expired', 'held', 'no_show', 'disputed')),
      awaiting text CHECK (awaiting IN ('owner', 'seeker')),
      starts_at timestamptz,
      ends_at timestamptz,
      proposed_times timestamptz[] NOT NULL DEFAULT '{}',
      note text,
      decline_reason text,
      cancel_reason text,
      cancelled_by text CHECK (cancelled_by IN ('owner', 'seeker')),
      seeker_outcome text CHECK (seeker_outcome IN ('held', 'no_show')),
      owner_outcome text CHECK (owner_outcome IN ('held', 'no_show')),
      reminded_24h_at timestamptz,
      reminded_2h_at timestamptz,
      outcome_asked_at timestamptz,
      resolved_at timestamptz,
      link_key bytea NOT NULL,
      fee_amount bigint CHECK (fee_amount > 0),
      fee_currency text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((starts_at IS NULL) = (ends_at IS NULL) AND ends_at > starts_at),
      CHECK (starts_at IS NOT NULL OR cardinality(proposed_times) BETWEEN 1 AND 3),
      CHECK (status NOT IN ('confirmed', 'held', 'no_show', 'disputed') OR starts_at IS NOT NULL),
      CHECK (seeker_id <> owner_id),
      CHECK ((fee_amount IS NULL) = (fee_currency IS NULL)),
      CONSTRAINT viewings_no_double_booking EXCLUDE USING gist
        (property_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
        WHERE (status IN ('requested', 'confirmed') AND starts_at IS NOT NULL)
    )`.execute(db);
  await addUpdatedAtTrigger(db, 'viewings');
  await sql`CREATE INDEX viewings_seeker_idx ON viewings (seeker_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX viewings_owner_idx ON viewings (owner_id, created_at DESC)`.execute(db);
  // The reminder and outcome sweep reads confirmed viewings by time.
  await sql`CREATE INDEX viewings_due_idx ON viewings (starts_at) WHERE status IN ('requested', 'confirmed')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE viewings`.execute(db);
  await sql`DROP TABLE viewing_availability_exceptions`.execute(db);
  await sql`DROP TABLE viewing_availability`.execute(db);
  // btree_gist stays: dropping an extension another migration may rely on is not this one's to do.
}
