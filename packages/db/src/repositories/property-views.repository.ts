import type { Executor } from '../database';

/** A signed-in viewer's key in the one-per-day tables (property and profile views, contact reveals). */
export const signedInViewerKey = (userId: string) => `user:${userId}`;

/** The tables that keep one row per viewer and day, keyed by `viewer_key`. */
export const VIEWER_KEYED_TABLES = ['property_views', 'profile_views', 'listing_contact_reveals'] as const;

/** Records a viewer's view of a listing for today; false when this viewer was already counted today. */
export async function recordPropertyView(
  db: Executor,
  propertyId: string,
  viewerKey: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('property_views')
    .values({ property_id: propertyId, viewer_key: viewerKey })
    .onConflict((oc) => oc.doNothing())
    .returning('property_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
