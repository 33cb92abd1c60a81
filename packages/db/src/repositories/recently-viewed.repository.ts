import { RECENTLY_VIEWED_LIMIT } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import { CARD_BADGE_COLUMNS, CARD_COLUMNS, type CardRow } from './properties.repository';

/**
 * Records that the user opened these listings, `propertyIds` newest first (one listing page, or a browser's
 * list merged in at sign-in, which is newer than anything on the account), and keeps their last
 * RECENTLY_VIEWED_LIMIT. Ids of listings that do not exist or are not published are skipped. Call it in a
 * transaction: the upsert and the trim go together.
 */
export async function recordRecentlyViewed(
  db: Executor,
  userId: string,
  propertyIds: readonly string[],
): Promise<void> {
  if (propertyIds.length === 0) return;
  // The first id is the newest: each next one a millisecond older, so the order survives equal clocks.
  await sql`
    INSERT INTO recently_viewed (user_id, property_id, viewed_at)
    SELECT ${userId}::uuid, p.id, now() - make_interval(secs => (given.n - 1) / 1000.0)
    FROM unnest(${sql.val(propertyIds)}::uuid[]) WITH ORDINALITY AS given(id, n)
    JOIN properties p ON p.id = given.id AND p.status = 'published'
    ON CONFLICT (user_id, property_id) DO UPDATE SET viewed_at = excluded.viewed_at`.execute(db);
  await sql`
    DELETE FROM recently_viewed WHERE user_id = ${userId} AND property_id NOT IN (
      SELECT property_id FROM recently_viewed WHERE user_id = ${userId}
      ORDER BY viewed_at DESC, property_id LIMIT ${RECENTLY_VIEWED_LIMIT})`.execute(db);
}

/** The user's recently viewed listings that are still published, newest first, as card rows. */
export function listRecentlyViewedCards(db: Executor, userId: string): Promise<CardRow[]> {
  return db
    .selectFrom('recently_viewed as r')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select(CARD_COLUMNS)
    .select(CARD_BADGE_COLUMNS)
    .where('r.user_id', '=', userId)
    .where('p.status', '=', 'published')
    .orderBy('r.viewed_at', 'desc')
    .orderBy('r.property_id')
    .limit(RECENTLY_VIEWED_LIMIT)
    .execute();
}

/** What the data export holds of it: which listings, when. */
export function recentlyViewedOf(db: Executor, userId: string) {
  return db
    .selectFrom('recently_viewed')
    .select(['property_id', 'viewed_at'])
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .execute();
}
