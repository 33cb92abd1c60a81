import type { Executor } from '../database';

/** How many reviews of an agent or agency profile are shown (not hidden by staff). */
export async function countVisibleReviews(
  db: Executor,
  kind: 'agent' | 'agency',
  profileId: string,
): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(kind === 'agent' ? 'agent_id' : 'agency_id', '=', profileId)
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
