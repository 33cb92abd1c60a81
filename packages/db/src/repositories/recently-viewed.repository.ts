import { RECENTLY_VIEWED_LIMIT } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import { CARD_BADGE_COLUMNS, CARD_COLUMNS, type CardRow } from './properties.repository';

export interface ListingView {
  propertyId: string;
  /** When it was opened; now when left out, and never later than now. */
  viewedAt?: Date;
}

/**
 * Records that the user opened these listings (one listing page, or a browser's list merged in at sign-in)
 * and keeps their last RECENTLY_VIEWED_LIMIT; a listing already on the list keeps the later of its two times.
 * Listings that do not exist or are not published are skipped. Call it in a transaction: the upsert and the
 * trim go together.
 */
export async function recordRecentlyViewed(
  db: Executor,
  userId: string,
  views: readonly ListingView[],
): Promise<void> {
  if (views.length === 0) return;
  const ids = views.map((view) => view.propertyId);
  const times = views.map((view) => view.viewedAt?.toISOString() ?? null);
  await sql`
    INSERT INTO recently_viewed (user_id, property_id, viewed_at)
    SELECT DISTINCT ON (p.id) ${userId}::uuid, p.id, least(coalesce(given.at, now()), now())
    FROM unnest(${sql.val(ids)}::uuid[], ${sql.val(times)}::timestamptz[]) AS given(id, at)
    JOIN properties p ON p.id = given.id AND p.status = 'published'
    ORDER BY p.id, given.at DESC NULLS FIRST
    ON CONFLICT (user_id, property_id)
    DO UPDATE SET viewed_at = greatest(recently_viewed.viewed_at, excluded.viewed_at)`.execute(db);
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
