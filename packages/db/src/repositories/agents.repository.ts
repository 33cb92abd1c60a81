import { sql } from 'kysely';
import type { Executor } from '../database';
import type { NewAgent } from '../schema';

/** An agent's profile, created or replaced (an approved application writes it; a later one rewrites it). */
export async function upsertAgent(db: Executor, agent: NewAgent): Promise<void> {
  const { user_id: _userId, ...profile } = agent;
  await db
    .insertInto('agents')
    .values(agent)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
    .execute();
}

export async function hasAgentProfile(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('agents').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The account fields a directory card shows beside a profile. */
const PROFILE_OWNER_COLUMNS = [
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.profile_image as owner_image',
] as const;

/** Approved agents of live accounts (not erased, not suspended), optionally of one agency. */
function directoryAgents(db: Executor, agencyId?: string) {
  const query = db
    .selectFrom('agents as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .where('a.approved_at', 'is not', null)
    .where('u.deleted_at', 'is', null)
    .where('u.suspended_at', 'is', null);
  return agencyId === undefined ? query : query.where('a.agency_id', '=', agencyId);
}

/** One page of the agents directory, newest first, with each agent's account fields. */
export function listDirectoryAgents(
  db: Executor,
  filter: { agencyId?: string },
  page: { offset: number; limit: number },
) {
  return directoryAgents(db, filter.agencyId)
    .selectAll('a')
    .select(PROFILE_OWNER_COLUMNS)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countDirectoryAgents(db: Executor, filter: { agencyId?: string }): Promise<number> {
  const row = await directoryAgents(db, filter.agencyId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The directory's agent of an account, with its account fields; undefined when not listed. */
export function findDirectoryAgent(db: Executor, userId: string) {
  return directoryAgents(db)
    .selectAll('a')
    .select(PROFILE_OWNER_COLUMNS)
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
}

/** Adds one to an agent's profile views; answers the new count. */
export async function incrementAgentViews(db: Executor, id: string): Promise<number> {
  const row = await db
    .updateTable('agents')
    .set({ views: sql<number>`views + 1` })
    .where('id', '=', id)
    .returning('views')
    .executeTakeFirstOrThrow();
  return row.views;
}
