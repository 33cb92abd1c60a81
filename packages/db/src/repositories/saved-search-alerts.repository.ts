import { sql } from 'kysely';
import type { Executor } from '../database';

/** A saved search and the person its alerts go to. */
export function findAlertRecipient(db: Executor, savedSearchId: string) {
  return db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.name',
      's.filters',
      's.frequency',
      's.paused',
      's.link_key',
      's.link_version',
      'u.email',
      'u.first_name',
      'u.email_verified_at',
      'u.selected_currency',
      'u.country as user_country',
      'u.deleted_at',
    ])
    .where('s.id', '=', savedSearchId)
    .executeTakeFirst();
}
export type AlertRecipient = NonNullable<Awaited<ReturnType<typeof findAlertRecipient>>>;

/** The search's matches whose alert is due and not yet sent, of listings still published. */
function dueMatches(db: Executor, savedSearchId: string) {
  return db
    .selectFrom('saved_search_matches as m')
    .innerJoin('properties as p', 'p.id', 'm.property_id')
    .where('m.saved_search_id', '=', savedSearchId)
    .where('m.alert_due', '=', true)
    .where('m.alerted_at', 'is', null)
    .where('p.status', '=', 'published');
}

/**
 * The search's due matches, newest first, with what an email shows: title, place, price and the first photo's
 * 640 px JPEG (null while its variants are pending).
 */
export function listDueMatches(db: Executor, savedSearchId: string, limit: number) {
  return dueMatches(db, savedSearchId)
    .select([
      'm.property_id',
      'm.matched_at',
      'm.reason',
      'p.title',
      'p.city',
      'p.state',
      'p.price',
      'p.currency',
      'p.duration',
      (eb) =>
        eb
          .selectFrom('property_images as i')
          .innerJoin('property_image_variants as v', 'v.image_id', 'i.id')
          .select('v.storage_key')
          .whereRef('i.property_id', '=', 'p.id')
          .where('v.width', '=', 640)
          .where('v.format', '=', 'jpeg')
          .orderBy('i.position')
          .limit(1)
          .as('photo_key'),
    ])
    .orderBy('m.matched_at', 'desc')
    .orderBy('m.property_id')
    .limit(limit)
    .execute();
}
export type DueMatch = Awaited<ReturnType<typeof listDueMatches>>[number];

/** How many due matches the search has (the email's "see all N"). */
export async function countDueMatches(db: Executor, savedSearchId: string): Promise<number> {
  const row = await dueMatches(db, savedSearchId)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Marks every due match of the search up to `upTo` as sent, so no alert repeats it. */
export async function markMatchesAlerted(db: Executor, savedSearchId: string, upTo: Date): Promise<void> {
  await db
    .updateTable('saved_search_matches')
    .set({ alerted_at: sql`now()` })
    .where('saved_search_id', '=', savedSearchId)
    .where('alert_due', '=', true)
    .where('alerted_at', 'is', null)
    // `upTo` came through JavaScript, in milliseconds; the column holds microseconds.
    .where(sql`date_trunc('milliseconds', matched_at)`, '<=', upTo)
    .execute();
}

const PERIOD: Record<'daily' | 'weekly', string> = { daily: '1 day', weekly: '7 days' };

/**
 * Digest searches whose period has passed since their last digest (or since they were saved) and that have
 * due matches: at most `limit`, the longest-waiting first.
 */
export async function searchesDueForDigest(
  db: Executor,
  frequency: 'daily' | 'weekly',
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT s.id FROM saved_searches s
    WHERE s.frequency = ${frequency} AND NOT s.paused
      AND coalesce(s.last_digest_at, s.created_at) <= now() - ${PERIOD[frequency]}::interval
      AND EXISTS (SELECT 1 FROM saved_search_matches m
        WHERE m.saved_search_id = s.id AND m.alert_due AND m.alerted_at IS NULL)
    ORDER BY coalesce(s.last_digest_at, s.created_at)
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

export async function markDigestSent(db: Executor, savedSearchId: string): Promise<void> {
  await db
    .updateTable('saved_searches')
    .set({ last_digest_at: sql`now()` })
    .where('id', '=', savedSearchId)
    .execute();
}

/** Instant searches with a due match older than `olderThanMs` still unsent: a lost email job's leftovers. */
export async function instantSearchesLeftBehind(
  db: Executor,
  olderThanMs: number,
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT DISTINCT m.saved_search_id AS id FROM saved_search_matches m
    JOIN saved_searches s ON s.id = m.saved_search_id
    WHERE m.alert_due AND m.alerted_at IS NULL AND s.frequency = 'instant' AND NOT s.paused
      AND m.matched_at < now() - make_interval(secs => ${olderThanMs / 1000})
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Claims the alert window starting at `windowStart` for each of these searches; answers those this call
 * claimed. The key makes exactly one caller the claimant, however many match jobs of a burst reach the same
 * search at once (looking for an earlier match instead let two concurrent jobs each miss the other's).
 * Sorted, so two callers take their key locks in one order.
 */
export async function claimAlertWindows(
  db: Executor,
  savedSearchIds: readonly string[],
  windowStart: Date,
): Promise<Set<string>> {
  if (savedSearchIds.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    INSERT INTO saved_search_alert_windows (saved_search_id, window_start)
    SELECT id, ${windowStart}::timestamptz FROM unnest(${sql.val([...new Set(savedSearchIds)].sort())}::uuid[]) AS id
    ORDER BY id
    ON CONFLICT DO NOTHING
    RETURNING saved_search_id AS id`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/** Forgets the alert windows that started before `before` (the digest sweep keeps a day). */
export async function forgetAlertWindows(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('saved_search_alert_windows').where('window_start', '<', before).execute();
}
