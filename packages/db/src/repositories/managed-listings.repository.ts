import { FIGURE_WINDOW_DAYS, type ManagedListingSort } from '@ile/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../database';
import type { Database } from '../schema';
import { CARD_BADGE_COLUMNS, CARD_COLUMNS } from './properties.repository';

// The manage area's listings: the caller's own (as owner, or as the agent on them) and, for an agency's
// account, its affiliated agents' (their listings, or those they are the agent on). What each did over the
// last FIGURE_WINDOW_DAYS days comes from listing_daily_figures, one primary-key range per listing.

type Eb = ExpressionBuilder<Database & { p: Database['properties'] }, 'p'>;

// The caller's agent profiles, and the agents (and their accounts) of the agencies the caller's account owns.
// Each is an InitPlan (evaluated once), so `= ANY(…)` below walks properties_owner_idx / properties_agent_idx.
const ownAgents = (userId: string) => sql`ARRAY(SELECT a.id FROM agents a WHERE a.user_id = ${userId})`;
const teamAgents = (userId: string) =>
  sql`ARRAY(SELECT a.id FROM agents a JOIN agencies g ON g.id = a.agency_id WHERE g.user_id = ${userId})`;
const teamAccounts = (userId: string) =>
  sql`ARRAY(SELECT a.user_id FROM agents a JOIN agencies g ON g.id = a.agency_id WHERE g.user_id = ${userId})`;
// The same, of the agents who let their agency edit their listings.
const sharingAgents = (userId: string) =>
  sql`ARRAY(SELECT a.id FROM agents a JOIN agencies g ON g.id = a.agency_id WHERE g.user_id = ${userId} AND a.agency_may_edit)`;
const sharingAccounts = (userId: string) =>
  sql`ARRAY(SELECT a.user_id FROM agents a JOIN agencies g ON g.id = a.agency_id WHERE g.user_id = ${userId} AND a.agency_may_edit)`;

/** Listings the caller manages or, as an agency, oversees; every state but deleted. */
function inScope(userId: string) {
  return (eb: Eb) =>
    eb.and([
      eb('p.status', '!=', 'deleted'),
      eb.or([
        eb('p.owner_id', '=', userId),
        eb('p.owner_id', '=', sql<string>`ANY(${teamAccounts(userId)})`),
        eb('p.agent_id', '=', sql<string>`ANY(${ownAgents(userId)} || ${teamAgents(userId)})`),
      ]),
    ]);
}

/** True when the listing is the caller's own (owner, or its agent); false when it is a team member's. */
const ownListing = (userId: string) =>
  sql<boolean>`(p.owner_id = ${userId} OR coalesce(p.agent_id = ANY(${ownAgents(userId)}), false))`;

/** own: the caller's; shared: an agent's who lets the caller's agency edit it; team: another agent's (read-only). */
const accessOf = (userId: string) =>
  sql<'own' | 'shared' | 'team'>`CASE WHEN ${ownListing(userId)} THEN 'own'
    WHEN p.owner_id = ANY(${sharingAccounts(userId)}) OR coalesce(p.agent_id = ANY(${sharingAgents(userId)}), false)
    THEN 'shared' ELSE 'team' END`;

/** The 30-day sums of one listing (`p`), for a lateral join. */
const figuresOf = (eb: Eb) =>
  eb
    .selectFrom('listing_daily_figures as d')
    .select([
      sql<number>`coalesce(sum(d.views), 0)::int`.as('views'),
      sql<number>`coalesce(sum(d.saves), 0)::int`.as('saves'),
      sql<number>`coalesce(sum(d.reveals), 0)::int`.as('reveals'),
      sql<number>`coalesce(sum(d.enquiries), 0)::int`.as('enquiries'),
    ])
    .whereRef('d.property_id', '=', 'p.id')
    .where('d.day', '>', sql<string>`CURRENT_DATE - ${FIGURE_WINDOW_DAYS}::int`)
    .as('f');

export interface ManagedPage {
  offset: number;
  limit: number;
  sort: ManagedListingSort;
  order: 'asc' | 'desc';
}

/**
 * One page of the listings the caller manages, as card rows with the manage area's columns, the 30-day
 * figures, whether the listing is the caller's own, and for a team member's listing the member's name.
 * The page is chosen on ids and figures alone (no wide rows in the sort), then its rows are read by key.
 */
export function listManagedListings(db: Executor, userId: string, page: ManagedPage) {
  return managedListingsStatement(db, userId, page).execute();
}

/** listManagedListings' statement, unexecuted (the bench explains it). */
export function managedListingsStatement(db: Executor, userId: string, page: ManagedPage) {
  const direction = page.order;
  const sortColumn = page.sort === 'newest' ? 'created_at' : page.sort;
  const chosen = db
    .selectFrom('properties as p')
    .innerJoinLateral(figuresOf, (join) => join.onTrue())
    .select(['p.id', 'p.created_at', 'f.views', 'f.saves', 'f.reveals', 'f.enquiries'])
    .select(accessOf(userId).as('access'))
    .where(inScope(userId))
    .orderBy(sortColumn, direction)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return db
    .selectFrom(chosen.as('m'))
    .innerJoin('properties as p', 'p.id', 'm.id')
    .leftJoin('users as u', 'u.id', 'p.owner_id')
    .select(CARD_COLUMNS)
    .select(CARD_BADGE_COLUMNS)
    .select([
      'p.state_code',
      'p.status',
      'p.created_at',
      'p.land_size',
      'p.building_size',
      'p.garage_size',
      'p.parking_size',
      'p.mobile_phone',
      sql<Date | null>`coalesce(p.available_confirmed_at, p.published_at)`.as('available_confirmed_at'),
      'm.views',
      'm.saves',
      'm.reveals',
      'm.enquiries',
      'm.access',
      sql<
        string | null
      >`CASE WHEN m.access = 'own' THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END`.as(
        'listed_by',
      ),
    ])
    .orderBy(page.sort === 'newest' ? 'm.created_at' : `m.${page.sort}`, direction)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc');
}

export async function countManagedListings(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('properties as p')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(inScope(userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ManagedTotals {
  teamListings: number;
  views: number;
  saves: number;
  reveals: number;
  enquiries: number;
}

/** The dashboard's sums: the last 30 days of every listing in the caller's manage area, and their team's count. */
export async function sumManagedFigures(db: Executor, userId: string): Promise<ManagedTotals> {
  const row = await db
    .selectFrom('properties as p')
    .innerJoinLateral(figuresOf, (join) => join.onTrue())
    .select([
      sql<number>`(count(*) FILTER (WHERE NOT ${ownListing(userId)}))::int`.as('teamListings'),
      sql<number>`coalesce(sum(f.views), 0)::int`.as('views'),
      sql<number>`coalesce(sum(f.saves), 0)::int`.as('saves'),
      sql<number>`coalesce(sum(f.reveals), 0)::int`.as('reveals'),
      sql<number>`coalesce(sum(f.enquiries), 0)::int`.as('enquiries'),
    ])
    .where(inScope(userId))
    .executeTakeFirstOrThrow();
  return row;
}

/** One listing of the caller's manage area (own or a team member's), with what its chart page shows. */
export function findManagedListing(db: Executor, userId: string, propertyId: string) {
  return db
    .selectFrom('properties as p')
    .leftJoin('users as u', 'u.id', 'p.owner_id')
    .select([
      'p.id',
      'p.title',
      'p.status',
      'p.country',
      'p.state',
      'p.state_code',
      'p.category',
      accessOf(userId).as('access'),
      sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('owner_name'),
    ])
    .where('p.id', '=', propertyId)
    .where(inScope(userId))
    .executeTakeFirst();
}

/** Whether the caller's agency may edit the listing: one of its agents' who lets it (never a deleted one). */
export async function agencyMayEditListing(
  db: Executor,
  userId: string,
  propertyId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('properties as p')
    .select('p.id')
    .where('p.id', '=', propertyId)
    .where('p.status', '!=', 'deleted')
    .where((eb) =>
      eb.or([
        eb('p.owner_id', '=', sql<string>`ANY(${sharingAccounts(userId)})`),
        eb('p.agent_id', '=', sql<string>`ANY(${sharingAgents(userId)})`),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the listing is in the caller's manage area (theirs, or an agent's of their agency). */
export async function isManagedListing(db: Executor, userId: string, propertyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('properties as p')
    .select('p.id')
    .where('p.id', '=', propertyId)
    .where(inScope(userId))
    .executeTakeFirst();
  return row !== undefined;
}
