import { sql } from 'kysely';
import type { Executor } from '../database';
import type { NewAgent } from '../schema';

/** An agent's profile, created or replaced (an approved application writes it; a later one rewrites it). */
export async function upsertAgent(db: Executor, agent: NewAgent): Promise<void> {
  const { user_id: _userId, ...profile } = agent;
  await db
    .insertInto('agents')
    .values(agent)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        ...profile,
        // Edit rights were given to one agency: a new one starts without them.
        agency_may_edit: sql<boolean>`agents.agency_may_edit AND agents.agency_id IS NOT DISTINCT FROM excluded.agency_id`,
      }),
    )
    .execute();
}

/** The agency an agent account belongs to and whether it may edit the agent's listings; none if not affiliated. */
export function findAgentAgency(
  db: Executor,
  userId: string,
): Promise<{ agencyName: string; mayEdit: boolean } | undefined> {
  return db
    .selectFrom('agents as a')
    .innerJoin('agencies as g', 'g.id', 'a.agency_id')
    .select(['g.agency_name as agencyName', 'a.agency_may_edit as mayEdit'])
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
}

/** Sets whether the agent's agency may edit their listings; false when the account is no affiliated agent. */
export async function setAgencyMayEdit(db: Executor, userId: string, allow: boolean): Promise<boolean> {
  const result = await db
    .updateTable('agents')
    .set({ agency_may_edit: allow })
    .where('user_id', '=', userId)
    .where('agency_id', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
