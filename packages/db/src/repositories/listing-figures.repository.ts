import { sql } from 'kysely';
import type { Executor } from '../database';
import type { ListingPeerMedians } from '../schema';

// The per-listing, per-day counters of the manage area (listing_daily_figures), the one-per-person-per-day
// record that keeps phone reveals honest (listing_contact_reveals) and the daily medians of similar listings
// (listing_peer_medians). Each counter is one upsert, made in the transaction of the event it counts.

export type ListingFigure = 'views' | 'saves' | 'reveals' | 'enquiries';

/** Adds one to today's `figure` of the listing (`INSERT … ON CONFLICT DO UPDATE`, safe under concurrency). */
async function countToday(db: Executor, propertyId: string, figure: ListingFigure): Promise<void> {
  await db
    .insertInto('listing_daily_figures')
    .values({ property_id: propertyId, [figure]: 1 })
    .onConflict((oc) =>
      oc.columns(['property_id', 'day']).doUpdateSet((eb) => ({
        [figure]: eb(`listing_daily_figures.${figure}`, '+', 1),
      })),
    )
    .execute();
}

/** A viewer counted today (catalogue.countView, when property_views took the row). */
export const countListingView = (db: Executor, propertyId: string) => countToday(db, propertyId, 'views');
/** Someone saved the listing (the wishlist's toggle, when it inserted). */
export const countListingSave = (db: Executor, propertyId: string) => countToday(db, propertyId, 'saves');
/** A signed-in person was sent the owner's phone for the first time today (recordContactReveal). */
export const countListingReveal = (db: Executor, propertyId: string) => countToday(db, propertyId, 'reveals');
/**
 * An enquiry about the listing, outside a message: the send statement (messages.repository, its
 * `enquiry_counted` step) counts the enquiries people make; this one is for data loaded in bulk and fixtures.
 */
export const countListingEnquiry = (db: Executor, propertyId: string) =>
  countToday(db, propertyId, 'enquiries');

/** Records that `viewerKey` was shown the listing's phone today; false when it already was today. */
export async function recordContactReveal(
  db: Executor,
  propertyId: string,
  viewerKey: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('listing_contact_reveals')
    .values({ property_id: propertyId, viewer_key: viewerKey })
    .onConflict((oc) => oc.doNothing())
    .returning('property_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export interface DayFigures {
  day: string;
  views: number;
  saves: number;
  reveals: number;
  enquiries: number;
}

/**
 * Every one of the listing's last `days` days (today included, in the database's calendar), oldest first,
 * zeros where nothing happened: one primary-key range of listing_daily_figures.
 */
export async function listListingDays(db: Executor, propertyId: string, days: number): Promise<DayFigures[]> {
  const { rows } = await sql<DayFigures>`
    SELECT g.day::date::text AS day, coalesce(d.views, 0) AS views, coalesce(d.saves, 0) AS saves,
      coalesce(d.reveals, 0) AS reveals, coalesce(d.enquiries, 0) AS enquiries
    FROM generate_series(CURRENT_DATE - ${days - 1}::int, CURRENT_DATE, interval '1 day') AS g (day)
    LEFT JOIN listing_daily_figures d ON d.property_id = ${propertyId} AND d.day = g.day::date
    ORDER BY g.day`.execute(db);
  return rows;
}

export interface PeerGroup {
  country: string;
  state_code: string;
  category: string;
}

/** The group's medians as last computed (`day` says when), if they ever were. */
export function findPeerMedians(db: Executor, group: PeerGroup): Promise<ListingPeerMedians | undefined> {
  return db
    .selectFrom('listing_peer_medians')
    .selectAll()
    .where('country', '=', group.country)
    .where('state_code', '=', group.state_code)
    .where('category', '=', group.category)
    .executeTakeFirst();
}

/**
 * Today's medians of every group with published listings, in one statement (the worker's refresh-peer-medians):
 * the last `days` of figures summed per listing in one pass over those days, then grouped. Answers how many
 * groups it wrote.
 */
export async function refreshAllPeerMedians(db: Executor, days: number): Promise<number> {
  const result = await sql`
    INSERT INTO listing_peer_medians AS m
      (country, state_code, category, day, listings, views, saves, reveals, enquiries)
    SELECT p.country, p.state_code, p.category, CURRENT_DATE, count(*)::int,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(f.views, 0)),
      percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(f.saves, 0)),
      percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(f.reveals, 0)),
      percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(f.enquiries, 0))
    FROM properties p
    LEFT JOIN (
      SELECT d.property_id, sum(d.views) AS views, sum(d.saves) AS saves, sum(d.reveals) AS reveals,
        sum(d.enquiries) AS enquiries
      FROM listing_daily_figures d
      WHERE d.day > CURRENT_DATE - ${days}::int
      GROUP BY d.property_id
    ) f ON f.property_id = p.id
    WHERE p.status = 'published'
    GROUP BY p.country, p.state_code, p.category
    ON CONFLICT (country, state_code, category) DO UPDATE SET
      day = excluded.day, listings = excluded.listings, views = excluded.views, saves = excluded.saves,
      reveals = excluded.reveals, enquiries = excluded.enquiries`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Groups the last refresh did not write (no published listing left in them): nothing to compare with. */
export async function deleteStalePeerMedians(db: Executor): Promise<number> {
  const result = await db
    .deleteFrom('listing_peer_medians')
    .where('day', '<', sql<string>`CURRENT_DATE`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Computes and stores today's medians of one group's published listings' 30-day figures (those with no figure
 * count as 0): one walk of `properties_published_state_category_idx` and one primary-key range of
 * listing_daily_figures per listing. For a group the worker has not computed yet (its first listing was
 * published since the last refresh); a concurrent first read computes the same and the later write wins.
 */
export async function computePeerMedians(
  db: Executor,
  group: PeerGroup,
  days: number,
): Promise<ListingPeerMedians> {
  const { rows } = await sql<ListingPeerMedians>`
    INSERT INTO listing_peer_medians AS m
      (country, state_code, category, day, listings, views, saves, reveals, enquiries)
    SELECT ${group.country}, ${group.state_code}, ${group.category}, CURRENT_DATE, count(*)::int,
      coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY f.views), 0),
      coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY f.saves), 0),
      coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY f.reveals), 0),
      coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY f.enquiries), 0)
    FROM properties p
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(d.views), 0) AS views, coalesce(sum(d.saves), 0) AS saves,
        coalesce(sum(d.reveals), 0) AS reveals, coalesce(sum(d.enquiries), 0) AS enquiries
      FROM listing_daily_figures d
      WHERE d.property_id = p.id AND d.day > CURRENT_DATE - ${days}::int
    ) f
    WHERE p.status = 'published' AND p.country = ${group.country} AND p.state_code = ${group.state_code}
      AND p.category = ${group.category}
    ON CONFLICT (country, state_code, category) DO UPDATE SET
      day = excluded.day, listings = excluded.listings, views = excluded.views, saves = excluded.saves,
      reveals = excluded.reveals, enquiries = excluded.enquiries
    RETURNING m.*`.execute(db);
  return rows[0] as ListingPeerMedians;
}
