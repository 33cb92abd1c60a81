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

/** Applications of each country its own cutoff applies to; the others follow Nigeria's calendar. */
const COUNTRY_TABLES: ReadonlySet<ReviewTable> = new Set([
  'listing_applications',
  'agency_applications',
  'verifications',
]);

/** What staff review against the promised time: the four application kinds and ID/business verifications. */
export type ReviewTable = ApplicationTable | 'verifications';

/**
 * Pending applications past the promised review time: arrived before the cutoff of their country (the
 * business-day arithmetic, with public holidays, is done by the caller: `reviewSlaCutoff`).
 */
export async function countOverdueApplications(
  db: Executor,
  table: ReviewTable,
  cutoffs: { NG: Date; SL: Date },
): Promise<number> {
  const late = COUNTRY_TABLES.has(table)
    ? sql<boolean>`CASE WHEN country = 'SL' THEN created_at < ${cutoffs.SL} ELSE created_at < ${cutoffs.NG} END`
    : sql<boolean>`created_at < ${cutoffs.NG}`;
  const row = await db
    .selectFrom(table)
    .select(sql<string>`count(*)`.as('n'))
    .where('status', '=', 'pending')
    .where(late)
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
