import type { Executor } from '../database';

/** Records a viewer's view of an agent or agency profile for today; false when already counted today. */
export async function recordProfileView(
  db: Executor,
  kind: 'agent' | 'agency',
  targetId: string,
  viewerKey: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('profile_views')
    .values({ target_type: kind, target_id: targetId, viewer_key: viewerKey })
    .onConflict((oc) => oc.doNothing())
    .returning('target_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
