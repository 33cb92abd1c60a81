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
