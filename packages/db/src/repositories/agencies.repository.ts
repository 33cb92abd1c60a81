import { sql } from 'kysely';
import type { Executor } from '../database';
import type { Agency, NewAgency } from '../schema';
import { textSearch } from '../text-search';

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

/** Approved agencies of live accounts (not erased, not suspended), optionally named like `search`. */
function directoryAgencies(db: Executor, search?: string) {
  const query = db
    .selectFrom('agencies as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .where('g.approved_at', 'is not', null)
    .where('u.deleted_at', 'is', null)
    .where('u.suspended_at', 'is', null);
  const condition = textSearch(['g.agency_name'], search);
  return condition ? query.where(condition) : query;
}

/** One page of the agencies directory, newest first. */
export function listDirectoryAgencies(
  db: Executor,
  filter: { search?: string },
  page: { offset: number; limit: number },
): Promise<Agency[]> {
  return directoryAgencies(db, filter.search)
    .selectAll('g')
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countDirectoryAgencies(db: Executor, filter: { search?: string }): Promise<number> {
  const row = await directoryAgencies(db, filter.search)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The directory's agency of an account; undefined when not listed. */
export function findDirectoryAgency(db: Executor, userId: string): Promise<Agency | undefined> {
  return directoryAgencies(db).selectAll('g').where('g.user_id', '=', userId).executeTakeFirst();
}

/** Adds one to an agency's profile views; answers the new count. */
export async function incrementAgencyViews(db: Executor, id: string): Promise<number> {
  const row = await db
    .updateTable('agencies')
    .set({ views: sql<number>`views + 1` })
    .where('id', '=', id)
    .returning('views')
    .executeTakeFirstOrThrow();
  return row.views;
}
