import { sql } from 'kysely';
import type { Executor } from '../database';

// The counts on the staff console's home page, one query each.

export type ApplicationTable =
  | 'listing_applications'
  | 'agent_applications'
  | 'agency_applications'
  | 'student_applications';

export async function countPendingApplications(db: Executor, table: ApplicationTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<string>`count(*)`.as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tickets nobody has answered (pending), answered and open, and open ones with no one assigned. */
export async function countOpenTickets(
  db: Executor,
): Promise<{ pending: number; open: number; unassigned: number }> {
  const row = await db
    .selectFrom('tickets')
    .select([
      sql<string>`count(*) filter (where status = 'pending')`.as('pending'),
      sql<string>`count(*) filter (where status = 'open')`.as('open'),
      sql<string>`count(*) filter (where status in ('pending', 'open') and assigned_to is null)`.as(
        'unassigned',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), open: Number(row.open), unassigned: Number(row.unassigned) };
}

/** Listings published in the last 7 days and still published. */
export async function countListingsPublishedThisWeek(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('properties')
    .select(sql<string>`count(*)`.as('n'))
    .where('status', '=', 'published')
    .where('published_at', '>=', sql<Date>`now() - interval '7 days'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
