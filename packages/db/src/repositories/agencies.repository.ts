import type { Executor } from '../database';
import type { NewAgency } from '../schema';

/** An agency's profile, created or replaced (an approved application writes it; a later one rewrites it). */
export async function upsertAgency(db: Executor, agency: NewAgency): Promise<void> {
  const { user_id: _userId, ...profile } = agency;
  await db
    .insertInto('agencies')
    .values(agency)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
    .execute();
}
