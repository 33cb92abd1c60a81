import type {
  HoursException,
  ViewingOutcome,
  ViewingParty,
  ViewingStatus,
  ViewingTimeZone,
  WeeklyHours,
} from '@ile/shared';
import { ACTIVE_VIEWING_STATUSES, VIEWING_OUTCOME_WAIT_HOURS } from '@ile/shared';
import { sql } from 'kysely';
import { newLinkKey } from '../alerts/unsubscribe-token';
import type { Executor } from '../database';
import type { Viewing } from '../schema';

// Viewing hours and bookings (issue 21 item 1, docs/viewings.md).

export interface HoursScope {
  propertyId: string | null;
  timeZone: ViewingTimeZone;
  weekly: Omit<WeeklyHours, 'timeZone'>[];
  exceptions: {
    date: string;
    closed: boolean;
    startMinute?: number;
    endMinute?: number;
    slotMinutes?: number;
  }[];
  /** The viewing fee of these hours, minor units of `feeCurrency`; null: free. */
  fee: { amount: number; currency: string } | null;
}

/** Replaces the owner's hours of one scope (a listing, or null: all their listings). */
export async function replaceViewingHours(db: Executor, ownerId: string, scope: HoursScope): Promise<void> {
  let weekly = db.deleteFrom('viewing_availability').where('owner_id', '=', ownerId);
  let exceptions = db.deleteFrom('viewing_availability_exceptions').where('owner_id', '=', ownerId);
  weekly =
    scope.propertyId === null
      ? weekly.where('property_id', 'is', null)
      : weekly.where('property_id', '=', scope.propertyId);
  exceptions =
    scope.propertyId === null
      ? exceptions.where('property_id', 'is', null)
      : exceptions.where('property_id', '=', scope.propertyId);
  await weekly.execute();
  await exceptions.execute();
  if (scope.weekly.length > 0)
    await db
      .insertInto('viewing_availability')
      .values(
        scope.weekly.map((hours) => ({
          owner_id: ownerId,
          property_id: scope.propertyId,
          weekday: hours.weekday,
          start_minute: hours.startMinute,
          end_minute: hours.endMinute,
          slot_minutes: hours.slotMinutes,
          time_zone: scope.timeZone,
          fee_amount: scope.fee?.amount ?? null,
          fee_currency: scope.fee?.currency ?? null,
        })),
      )
      .execute();
  if (scope.exceptions.length > 0)
    await db
      .insertInto('viewing_availability_exceptions')
      .values(
        scope.exceptions.map((exception) => ({
          owner_id: ownerId,
          property_id: scope.propertyId,
          on_date: exception.date,
          closed: exception.closed,
          start_minute: exception.closed ? null : (exception.startMinute ?? null),
          end_minute: exception.closed ? null : (exception.endMinute ?? null),
          slot_minutes: exception.closed ? null : (exception.slotMinutes ?? null),
          time_zone: scope.timeZone,
        })),
      )
      .execute();
}

/** Every hours row of the owner (both kinds), with the listing's title, for the manage page. */
export async function listViewingHoursOf(db: Executor, ownerId: string) {
  const [weekly, exceptions] = await Promise.all([
    db
      .selectFrom('viewing_availability as a')
      .leftJoin('properties as p', 'p.id', 'a.property_id')
      .select(['a.property_id', 'p.title', 'a.weekday', 'a.start_minute', 'a.end_minute', 'a.slot_minutes'])
      .select(['a.time_zone', 'a.fee_amount', 'a.fee_currency'])
      .where('a.owner_id', '=', ownerId)
      .orderBy('a.property_id', sql`asc nulls first`)
      .orderBy('a.weekday')
      .orderBy('a.start_minute')
      .execute(),
    db
      .selectFrom('viewing_availability_exceptions as e')
      .leftJoin('properties as p', 'p.id', 'e.property_id')
      .select(['e.property_id', 'p.title', 'e.on_date', 'e.closed', 'e.start_minute', 'e.end_minute'])
      .select(['e.slot_minutes', 'e.time_zone'])
      .where('e.owner_id', '=', ownerId)
      .orderBy('e.on_date')
      .execute(),
  ]);
  return { weekly, exceptions };
}

/**
 * The hours that apply to one listing: its own weekly hours when it has any, else the owner's hours for all
 * their listings; exceptions of both scopes apply (a closed date closes either).
 */
export async function viewingHoursForListing(
  db: Executor,
  ownerId: string,
  propertyId: string,
): Promise<{
  weekly: WeeklyHours[];
  exceptions: HoursException[];
  fee: { amount: number; currency: string } | null;
}> {
  const [weekly, exceptions] = await Promise.all([
    db
      .selectFrom('viewing_availability')
      .select(['property_id', 'weekday', 'start_minute', 'end_minute', 'slot_minutes', 'time_zone'])
      .select(['fee_amount', 'fee_currency'])
      .where('owner_id', '=', ownerId)
      .where((eb) => eb.or([eb('property_id', '=', propertyId), eb('property_id', 'is', null)]))
      .execute(),
    db
      .selectFrom('viewing_availability_exceptions')
      .select(['on_date', 'closed', 'start_minute', 'end_minute', 'slot_minutes', 'time_zone'])
      .where('owner_id', '=', ownerId)
      .where((eb) => eb.or([eb('property_id', '=', propertyId), eb('property_id', 'is', null)]))
      .execute(),
  ]);
  const own = weekly.filter((row) => row.property_id === propertyId);
  const applying = own.length > 0 ? own : weekly;
  // Every row of one scope carries the same fee (replaceViewingHours writes them together).
  const feeRow = applying.find((row) => row.fee_amount !== null);
  return {
    fee:
      feeRow?.fee_amount && feeRow.fee_currency
        ? { amount: Number(feeRow.fee_amount), currency: feeRow.fee_currency }
        : null,
    weekly: applying.map((row) => ({
      weekday: row.weekday,
      startMinute: row.start_minute,
      endMinute: row.end_minute,
      slotMinutes: row.slot_minutes,
      timeZone: row.time_zone,
    })),
    exceptions: exceptions.map((row) => ({
      date: row.on_date,
      closed: row.closed,
      startMinute: row.start_minute,
      endMinute: row.end_minute,
      slotMinutes: row.slot_minutes,
      timeZone: row.time_zone,
    })),
  };
}

/** The times the listing's requested and confirmed viewings hold in [from, to), but `exceptId`'s. */
export async function busyViewingTimes(
  db: Executor,
  propertyId: string,
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<{ startsAt: Date; endsAt: Date }[]> {
  let query = db
    .selectFrom('viewings')
    .select(['starts_at', 'ends_at'])
    .where('property_id', '=', propertyId)
    .where('status', 'in', ACTIVE_VIEWING_STATUSES)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from);
  if (exceptId) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  return rows.flatMap((row) =>
    row.starts_at && row.ends_at ? [{ startsAt: row.starts_at, endsAt: row.ends_at }] : [],
  );
}

export interface NewViewingInput {
  propertyId: string;
  seekerId: string;
  ownerId: string;
  startsAt: Date | null;
  endsAt: Date | null;
  proposedTimes: Date[];
  note: string | null;
  /** The viewing fee the seeker must pay into Ile's protection (minor units); null: free. */
  fee?: { amount: number; currency: string } | null;
}

/** A requested viewing, awaiting the owner; throws 23P01 (exclusion_violation) when its time is taken. */
export async function insertViewing(db: Executor, input: NewViewingInput): Promise<string> {
  const row = await db
    .insertInto('viewings')
    .values({
      property_id: input.propertyId,
      seeker_id: input.seekerId,
      owner_id: input.ownerId,
      awaiting: 'owner',
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      proposed_times: input.proposedTimes,
      note: input.note,
      fee_amount: input.fee?.amount ?? null,
      fee_currency: input.fee?.currency ?? null,
      link_key: newLinkKey(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The viewing, locked for the rest of the transaction. */
export function lockViewing(db: Executor, id: string): Promise<Viewing | undefined> {
  return db.selectFrom('viewings').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The seeker's own viewing (someone else's is undefined), with what paying its fee needs. */
export function findSeekersViewing(db: Executor, id: string, seekerId: string) {
  return db
    .selectFrom('viewings')
    .select(['id', 'status', 'fee_amount', 'fee_currency', 'property_id'])
    .where('id', '=', id)
    .where('seeker_id', '=', seekerId)
    .executeTakeFirst();
}

export function findViewing(db: Executor, id: string): Promise<Viewing | undefined> {
  return db.selectFrom('viewings').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface ViewingChange {
  status?: ViewingStatus;
  awaiting?: ViewingParty | null;
  starts_at?: Date;
  ends_at?: Date;
  proposed_times?: Date[];
  decline_reason?: string;
  cancel_reason?: string | null;
  cancelled_by?: ViewingParty;
  seeker_outcome?: ViewingOutcome;
  owner_outcome?: ViewingOutcome;
  reminded_24h_at?: null;
  reminded_2h_at?: null;
  outcome_asked_at?: null;
}

/** Writes a change (the service checked the transition); throws 23P01 when new times are taken. */
export async function updateViewing(db: Executor, id: string, change: ViewingChange): Promise<void> {
  await db.updateTable('viewings').set(change).where('id', '=', id).execute();
}

const OUTCOME_WAIT = sql.lit(`${VIEWING_OUTCOME_WAIT_HOURS} hours`);

/**
 * Settles confirmed viewings that are over (one, or every one due): both answers given → the same answer, or
 * 'disputed' when they differ; one answer given and the other side silent 48 hours after the end → that
 * answer. Answers the settled viewings' ids and statuses. The one place the rule lives (the api and the sweep).
 */
export async function settleViewingOutcomes(
  db: Executor,
  only?: string,
): Promise<{ id: string; status: ViewingStatus }[]> {
  const { rows } = await sql<{ id: string; status: ViewingStatus }>`
    UPDATE viewings SET
      status = CASE
        WHEN owner_outcome IS NOT NULL AND seeker_outcome IS NOT NULL
          THEN CASE WHEN owner_outcome = seeker_outcome THEN owner_outcome ELSE 'disputed' END
        ELSE coalesce(owner_outcome, seeker_outcome) END,
      awaiting = NULL,
      resolved_at = now()
    WHERE status = 'confirmed' AND ends_at <= now()
      AND ((owner_outcome IS NOT NULL AND seeker_outcome IS NOT NULL)
        OR (coalesce(owner_outcome, seeker_outcome) IS NOT NULL
          AND ends_at <= now() - ${OUTCOME_WAIT}::interval))
      ${only ? sql`AND id = ${only}` : sql``}
    RETURNING id, status`.execute(db);
  return rows;
}

/** A viewing as one of its parties lists it: the listing's title and place, the other party's first name. */
function viewingsWithParties(db: Executor) {
  return db
    .selectFrom('viewings as v')
    .innerJoin('properties as p', 'p.id', 'v.property_id')
    .innerJoin('users as s', 's.id', 'v.seeker_id')
    .innerJoin('users as o', 'o.id', 'v.owner_id')
    .selectAll('v')
    .select([
      'p.title as property_title',
      'p.address as property_address',
      'p.city as property_city',
      'p.country as property_country',
      's.first_name as seeker_first_name',
      's.last_name as seeker_last_name',
      's.email as seeker_email',
      's.country as seeker_country',
      'o.first_name as owner_first_name',
      'o.email as owner_email',
      'o.country as owner_country',
      // The viewing fee's live hold (at most one), for where its money is.
      (eb) =>
        eb
          .selectFrom('payment_holds as h')
          .select('h.state')
          .whereRef('h.subject_id', '=', 'v.id')
          .where('h.purpose', '=', 'viewing_fee')
          .where('h.state', '<>', 'cancelled')
          .orderBy(sql`h.state IN ('refund_pending', 'refunded')`)
          .orderBy('h.created_at', 'desc')
          .limit(1)
          .as('fee_state'),
    ]);
}
export type ViewingWithParties = Awaited<ReturnType<typeof findViewingWithParties>> & object;

export function findViewingWithParties(db: Executor, id: string) {
  return viewingsWithParties(db).where('v.id', '=', id).executeTakeFirst();
}

/** The user's viewings as a seeker, as an owner, or both: upcoming first (soonest), then the rest, newest first. */
export function listViewingsOf(db: Executor, userId: string, as?: ViewingParty) {
  let query = viewingsWithParties(db);
  query =
    as === 'seeker'
      ? query.where('v.seeker_id', '=', userId)
      : as === 'owner'
        ? query.where('v.owner_id', '=', userId)
        : query.where((eb) => eb.or([eb('v.seeker_id', '=', userId), eb('v.owner_id', '=', userId)]));
  return query
    .orderBy(sql`v.status IN ('requested', 'confirmed') AND coalesce(v.ends_at, now()) >= now()`, 'desc')
    .orderBy(sql`coalesce(v.starts_at, v.proposed_times[1])`, 'asc')
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id')
    .limit(200)
    .execute();
}

/** The owner's record on Ile: viewings of their listings held, and no-shows. */
export async function viewingRecordOf(
  db: Executor,
  ownerId: string,
): Promise<{ held: number; noShows: number }> {
  const row = await db
    .selectFrom('viewings')
    .select([
      sql<number>`count(*) FILTER (WHERE status = 'held')::int`.as('held'),
      sql<number>`count(*) FILTER (WHERE status = 'no_show')::int`.as('no_shows'),
    ])
    .where('owner_id', '=', ownerId)
    .where('status', 'in', ['held', 'no_show'])
    .executeTakeFirstOrThrow();
  return { held: row.held, noShows: row.no_shows };
}

/**
 * Claims confirmed viewings due their `hours`-before reminder (starting within that many hours, not yet
 * reminded so): the flag is set in the claiming statement, so each reminder is claimed once, by one sweep.
 * Run the 2-hour claim first: it also marks the 24-hour reminder of a viewing that close as sent.
 */
export async function claimViewingReminders(db: Executor, hours: 24 | 2, limit: number): Promise<string[]> {
  const flag = sql.ref(hours === 24 ? 'reminded_24h_at' : 'reminded_2h_at');
  // Within 2 hours the 24-hour reminder would say nothing more: the 2-hour claim marks both sent.
  const also = hours === 2 ? sql`, reminded_24h_at = coalesce(reminded_24h_at, now())` : sql``;
  const { rows } = await sql<{ id: string }>`
    UPDATE viewings SET ${flag} = now()${also}
    WHERE id IN (
      SELECT id FROM viewings
      WHERE status = 'confirmed' AND ${flag} IS NULL
        AND starts_at > now() AND starts_at <= now() + ${sql.lit(`${hours} hours`)}::interval
      ORDER BY starts_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`.execute(db);
  return rows.map((row) => row.id);
}

/** Claims confirmed viewings that ended and whose parties were not yet asked "Did the viewing happen?". */
export async function claimViewingOutcomeQuestions(db: Executor, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    UPDATE viewings SET outcome_asked_at = now()
    WHERE id IN (
      SELECT id FROM viewings
      WHERE status = 'confirmed' AND outcome_asked_at IS NULL AND ends_at <= now()
      ORDER BY ends_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`.execute(db);
  return rows.map((row) => row.id);
}

/** Requests nobody confirmed before their time (or their last proposed time) passed: expired. */
export async function expireUnansweredViewings(db: Executor, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    UPDATE viewings SET status = 'expired', awaiting = NULL
    WHERE id IN (
      SELECT id FROM viewings
      WHERE status = 'requested'
        AND coalesce(starts_at, (SELECT max(t) FROM unnest(proposed_times) t)) <= now()
      LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Cancels a listing's viewings still to come (requested or confirmed, not yet started) by Ile, not by a
 * side (cancelled_by stays null): staff found the listing fraudulent. Answers the cancelled ones.
 */
export function cancelUpcomingViewingsOfListing(db: Executor, propertyId: string, reason: string) {
  return db
    .updateTable('viewings')
    .set({ status: 'cancelled', awaiting: null, cancel_reason: reason })
    .where('property_id', '=', propertyId)
    .where('status', 'in', ACTIVE_VIEWING_STATUSES)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '>', sql<Date>`now()`)]))
    .returning(['id', 'seeker_id'])
    .execute();
}
