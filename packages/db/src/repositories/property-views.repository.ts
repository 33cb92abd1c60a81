import type { Executor } from '../database';

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
