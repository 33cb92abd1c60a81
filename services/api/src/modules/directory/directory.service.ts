import type { Agency, Agent, Db } from '@ile/db';
import { textSearch } from '@ile/db/list-query';
import { CARD_COLUMNS } from '@ile/db/repositories/properties.repository';
import type {
  AgencyCard,
  AgentCard,
  PropertyCard,
  SingleAgencyResponse,
  SingleAgentResponse,
} from '@ile/shared';
import type { ListAgenciesQuery } from '@ile/shared/contracts/agency';
import { sql } from 'kysely';
import { NotFoundError } from '../../lib/errors';
import { toCards } from '../property/property-cards';
import {
  type ProfileOwner,
  toAgencyCard,
  toAgentCard,
  toProfileUser,
  toSingleAgency,
  toSingleAgent,
} from './directory.mappers';

export interface Page {
  page: number;
  size: number;
}

/** How many listings and agents a profile page shows before its own tabs page through the rest. */
const PROFILE_PREVIEW = 10;

type ProfileKind = 'agent' | 'agency';

export function createDirectoryService(db: Db) {
  /** Approved agents of live accounts, with the account fields a card needs. */
  const agents = () =>
    db
      .selectFrom('agents as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .where('a.approved_at', 'is not', null)
      .where('u.deleted_at', 'is', null)
      .where('u.suspended_at', 'is', null);

  const agencies = () =>
    db
      .selectFrom('agencies as g')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .where('g.approved_at', 'is not', null)
      .where('u.deleted_at', 'is', null)
      .where('u.suspended_at', 'is', null);

  const OWNER_COLUMNS = ['u.first_name', 'u.last_name', 'u.email', 'u.profile_image as owner_image'] as const;
  const ownerOf = (row: {
    first_name: string;
    last_name: string;
    email: string;
    owner_image: string | null;
  }) =>
    ({
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      profile_image: row.owner_image,
    }) satisfies ProfileOwner;

  async function agentPage(filter: (q: ReturnType<typeof agents>) => ReturnType<typeof agents>, page: Page) {
    const [rows, total] = await Promise.all([
      filter(agents())
        .selectAll('a')
        .select(OWNER_COLUMNS)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute(),
      filter(agents())
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map((row) => toAgentCard(row as Agent, ownerOf(row))), total: Number(total.n) };
  }

  /** Published listings an agent or agency handles: as its agent/agency, or owned by the profile's account. */
  const profileListings = (kind: ProfileKind, profile: { id: string; user_id: string }) =>
    db
      .selectFrom('properties as p')
      .where('p.status', '=', 'published')
      .where((eb) =>
        eb.or([
          eb(kind === 'agent' ? 'p.agent_id' : 'p.agency_id', '=', profile.id),
          eb('p.owner_id', '=', profile.user_id),
        ]),
      );

  async function listingsPage(
    kind: ProfileKind,
    profile: { id: string; user_id: string },
    page: Page,
    viewerId?: string,
  ): Promise<{ items: PropertyCard[]; total: number }> {
    const [rows, count] = await Promise.all([
      profileListings(kind, profile)
        .select(CARD_COLUMNS)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute(),
      profileListings(kind, profile)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: await toCards(db, rows, viewerId), total: Number(count.n) };
  }

  async function reviewCount(kind: ProfileKind, profileId: string): Promise<number> {
    const row = await db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(kind === 'agent' ? 'agent_id' : 'agency_id', '=', profileId)
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function findAgent(userId: string) {
    const row = await agents()
      .selectAll('a')
      .select(OWNER_COLUMNS)
      .where('a.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new NotFoundError('Agent not found');
    return { agent: row as Agent, owner: ownerOf(row) };
  }

  async function findAgency(userId: string): Promise<Agency> {
    const row = await agencies().selectAll('g').where('g.user_id', '=', userId).executeTakeFirst();
    if (!row) throw new NotFoundError('Agency not found');
    return row;
  }

  return {
    listAgents: (page: Page) => agentPage((q) => q, page),

    async listAgencies(query: ListAgenciesQuery): Promise<{ items: AgencyCard[]; total: number }> {
      const named = () => {
        const condition = textSearch(['g.agency_name'], query.search);
        return condition ? agencies().where(condition) : agencies();
      };
      const [rows, total] = await Promise.all([
        named()
          .selectAll('g')
          .orderBy('g.created_at', 'desc')
          .orderBy('g.id', 'desc')
          .limit(query.size)
          .offset((query.page - 1) * query.size)
          .execute(),
        named()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map((row) => toAgencyCard(row)), total: Number(total.n) };
    },

    async singleAgent(userId: string, viewerId?: string): Promise<SingleAgentResponse> {
      const { agent, owner } = await findAgent(userId);
      const [listings, reviews] = await Promise.all([
        listingsPage('agent', agent, { page: 1, size: PROFILE_PREVIEW }, viewerId),
        reviewCount('agent', agent.id),
      ]);
      return {
        singleAgent: toSingleAgent(agent, owner),
        singleUser: toProfileUser(agent.user_id, owner, agent.business_email),
        agentListings: listings.items,
        counts: { listings: listings.total, reviews, views: agent.views },
      };
    },

    async singleAgency(
      userId: string,
      viewer: { userId?: string; staff: boolean },
    ): Promise<SingleAgencyResponse> {
      const agency = await findAgency(userId);
      const [listings, agentsOfAgency, reviews] = await Promise.all([
        listingsPage('agency', agency, { page: 1, size: PROFILE_PREVIEW }, viewer.userId),
        agentPage((q) => q.where('a.agency_id', '=', agency.id), { page: 1, size: PROFILE_PREVIEW }),
        reviewCount('agency', agency.id),
      ]);
      const withDocument = viewer.staff || viewer.userId === agency.user_id;
      return {
        ...toSingleAgency(agency, withDocument),
        agencyListings: listings.items,
        agencyAgents: agentsOfAgency.items,
        counts: { listings: listings.total, reviews, agents: agentsOfAgency.total, views: agency.views },
      };
    },

    async agencyListings(userId: string, page: Page, viewerId?: string) {
      return listingsPage('agency', await findAgency(userId), page, viewerId);
    },

    async agencyAgents(userId: string, page: Page): Promise<{ items: AgentCard[]; total: number }> {
      const agency = await findAgency(userId);
      return agentPage((q) => q.where('a.agency_id', '=', agency.id), page);
    },

    /** One view per viewer per profile per day, like listings; answers the profile's view count. */
    async countView(
      kind: ProfileKind,
      userId: string,
      viewerKey: string,
    ): Promise<{ counted: boolean; views: number }> {
      const table = kind === 'agent' ? 'agents' : 'agencies';
      const profile = kind === 'agent' ? (await findAgent(userId)).agent : await findAgency(userId);
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('profile_views')
          .values({ target_type: kind, target_id: profile.id, viewer_key: viewerKey })
          .onConflict((oc) => oc.doNothing())
          .returning('target_id')
          .executeTakeFirst();
        if (!inserted) return { counted: false, views: profile.views };
        const updated = await trx
          .updateTable(table)
          .set({ views: sql<number>`views + 1` })
          .where('id', '=', profile.id)
          .returning('views')
          .executeTakeFirstOrThrow();
        return { counted: true, views: updated.views };
      });
    },
  };
}
