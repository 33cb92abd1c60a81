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

export async function hasAgencyProfile(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('agencies').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function isApprovedAgency(db: Executor, agencyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('agencies')
    .select('id')
    .where('id', '=', agencyId)
    .where('approved_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
