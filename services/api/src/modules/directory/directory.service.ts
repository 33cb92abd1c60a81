import type { Agency, Agent, Db } from '@ile/db';
import {
  countDirectoryAgencies,
  findDirectoryAgency,
  incrementAgencyViews,
  listDirectoryAgencies,
} from '@ile/db/repositories/agencies.repository';
import {
  countDirectoryAgents,
  findDirectoryAgent,
  incrementAgentViews,
  listDirectoryAgents,
} from '@ile/db/repositories/agents.repository';
import { recordProfileView } from '@ile/db/repositories/profile-views.repository';
import { countProfileListings, listProfileListings } from '@ile/db/repositories/properties.repository';
import { countVisibleReviews } from '@ile/db/repositories/reviews.repository';
import { viewingRecordOf } from '@ile/db/repositories/viewings.repository';
import type {
  AgencyCard,
  AgentCard,
  PropertyCard,
  SingleAgencyResponse,
  SingleAgentResponse,
} from '@ile/shared';
import type { ListAgenciesQuery } from '@ile/shared/contracts/agency';
import { NotFoundError } from '../../lib/errors';
import { type Reads, recordSourceFor, toReads } from '../../lib/reads';
import { badgesOfUsers } from '../../lib/verification-badges';
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

/**
 * The directory lists read the catalogue (the read replica when there is one); a profile page reads it for
 * anonymous callers and the primary for signed-in ones (the profile's owner reading back an edit); view
 * counting writes the primary.
 */
export function createDirectoryService(source: Db | Reads) {
  const reads = toReads(source);
  const catalogue = reads.catalogue;
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

  async function agentPage(filter: { agencyId?: string }, page: Page, db: Db = catalogue) {
    const [rows, total] = await Promise.all([
      listDirectoryAgents(db, filter, { offset: (page.page - 1) * page.size, limit: page.size }),
      countDirectoryAgents(db, filter),
    ]);
    const badges = await badgesOfUsers(
      db,
      rows.map((row) => row.user_id),
    );
    return {
      items: rows.map((row) => toAgentCard(row as Agent, ownerOf(row), badges(row.user_id))),
      total,
    };
  }

  async function listingsPage(
    kind: ProfileKind,
    profile: { id: string; user_id: string },
    page: Page,
    viewerId?: string,
    db: Db = catalogue,
  ): Promise<{ items: PropertyCard[]; total: number }> {
    const [rows, total] = await Promise.all([
      listProfileListings(db, kind, profile, { offset: (page.page - 1) * page.size, limit: page.size }),
      countProfileListings(db, kind, profile),
    ]);
    return { items: await toCards({ catalogue: db, own: reads.own }, rows, viewerId), total };
  }

  /**
   * A profile read on `db`; one the replica does not have yet (approved a moment ago) is looked up on the
   * primary too, so a link to it never answers "not found". Answers the database that had it.
   */
  async function findOn<T>(db: Db, find: (db: Db) => Promise<T | undefined>): Promise<{ row?: T; db: Db }> {
    const row = await find(db);
    if (row || db === reads.own) return { row, db };
    return { row: await find(reads.own), db: reads.own };
  }

  async function findAgent(userId: string, from: Db) {
    const { row, db } = await findOn(from, (on) => findDirectoryAgent(on, userId));
    if (!row) throw new NotFoundError('Agent not found');
    return { agent: row as Agent, owner: ownerOf(row), db };
  }

  async function findAgency(userId: string, from: Db): Promise<{ agency: Agency; db: Db }> {
    const { row, db } = await findOn(from, (on) => findDirectoryAgency(on, userId));
    if (!row) throw new NotFoundError('Agency not found');
    return { agency: row, db };
  }

  return {
    listAgents: (page: Page) => agentPage({}, page),

    async listAgencies(query: ListAgenciesQuery): Promise<{ items: AgencyCard[]; total: number }> {
      const filter = { search: query.search };
      const [rows, total] = await Promise.all([
        listDirectoryAgencies(catalogue, filter, {
          offset: (query.page - 1) * query.size,
          limit: query.size,
        }),
        countDirectoryAgencies(catalogue, filter),
      ]);
      const badges = await badgesOfUsers(
        catalogue,
        rows.map((row) => row.user_id),
      );
      return { items: rows.map((row) => toAgencyCard(row, badges(row.user_id))), total };
    },

    async singleAgent(userId: string, viewerId?: string): Promise<SingleAgentResponse> {
      const { agent, owner, db } = await findAgent(userId, recordSourceFor(reads, viewerId));
      const [listings, reviews, badges, viewings] = await Promise.all([
        listingsPage('agent', agent, { page: 1, size: PROFILE_PREVIEW }, viewerId, db),
        countVisibleReviews(db, 'agent', agent.id),
        badgesOfUsers(db, [agent.user_id]),
        viewingRecordOf(db, agent.user_id),
      ]);
      return {
        singleAgent: toSingleAgent(agent, owner, badges(agent.user_id)),
        singleUser: toProfileUser(agent.user_id, owner, agent.business_email),
        agentListings: listings.items,
        counts: { listings: listings.total, reviews, views: agent.views, viewings },
      };
    },

    async singleAgency(
      userId: string,
      viewer: { userId?: string; staff: boolean },
    ): Promise<SingleAgencyResponse> {
      const { agency, db } = await findAgency(userId, recordSourceFor(reads, viewer.userId));
      const [listings, agentsOfAgency, reviews, badges] = await Promise.all([
        listingsPage('agency', agency, { page: 1, size: PROFILE_PREVIEW }, viewer.userId, db),
        agentPage({ agencyId: agency.id }, { page: 1, size: PROFILE_PREVIEW }, db),
        countVisibleReviews(db, 'agency', agency.id),
        badgesOfUsers(db, [agency.user_id]),
      ]);
      const withDocument = viewer.staff || viewer.userId === agency.user_id;
      return {
        ...toSingleAgency(agency, badges(agency.user_id), withDocument),
        agencyListings: listings.items,
        agencyAgents: agentsOfAgency.items,
        counts: { listings: listings.total, reviews, agents: agentsOfAgency.total, views: agency.views },
      };
    },

    async agencyListings(userId: string, page: Page, viewerId?: string) {
      const { agency, db } = await findAgency(userId, catalogue);
      return listingsPage('agency', agency, page, viewerId, db);
    },

    async agencyAgents(userId: string, page: Page): Promise<{ items: AgentCard[]; total: number }> {
      const { agency, db } = await findAgency(userId, catalogue);
      return agentPage({ agencyId: agency.id }, page, db);
    },

    /** One view per viewer per profile per day, like listings; answers the profile's view count. */
    async countView(
      kind: ProfileKind,
      userId: string,
      viewerKey: string,
    ): Promise<{ counted: boolean; views: number }> {
      const profile =
        kind === 'agent'
          ? (await findAgent(userId, reads.own)).agent
          : (await findAgency(userId, reads.own)).agency;
      return reads.own.transaction().execute(async (trx) => {
        if (!(await recordProfileView(trx, kind, profile.id, viewerKey))) {
          return { counted: false, views: profile.views };
        }
        const increment = kind === 'agent' ? incrementAgentViews : incrementAgencyViews;
        return { counted: true, views: await increment(trx, profile.id) };
      });
    },
  };
}
