import {
  AgenciesListResponse,
  AgencyAgentsResponse,
  AgencyListingsResponse,
  AgentsListResponse,
  IncreaseViewResponse,
  PaginationQuery,
  pageCount,
  SingleAgencyResponse,
  SingleAgentResponse,
  successEnvelope,
  UserIdParams,
} from '@ile/shared';
import { staffCan } from '@ile/shared/constants/staff-permissions';
import { ListAgenciesQuery } from '@ile/shared/contracts/agency';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readsOf } from '../../lib/reads';
import { viewerKeyOf } from '../../lib/viewer-key';
import { createDirectoryService } from './directory.service';

const paged = <K extends string, T>(key: K, { items, total }: { items: T[]; total: number }, size: number) =>
  ({ [key]: items, totalItems: total, totalPages: pageCount(total, size) }) as Record<K, T[]> & {
    totalItems: number;
    totalPages: number;
  };

/** The agents directory and profiles, under /api/v1/agent. Only approved agents are listed. */
export async function agentDirectoryRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const directory = createDirectoryService(readsOf(app));
  const tags = ['agents'];
  routes.addHook('onRequest', app.identify);

  routes.get(
    '/agents',
    {
      schema: {
        tags,
        summary: 'Approved agents, newest first',
        querystring: PaginationQuery,
        response: { 200: successEnvelope(AgentsListResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: paged('agent', await directory.listAgents(request.query), request.query.size),
    }),
  );

  routes.get(
    '/single-agent/:userId',
    {
      schema: {
        tags,
        summary: "An agent's profile by the agent's user id, with listings and counts",
        params: UserIdParams,
        response: { 200: successEnvelope(SingleAgentResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await directory.singleAgent(request.params.userId, request.identity?.userId),
    }),
  );

  routes.get(
    '/increase-view/:userId',
    {
      schema: {
        tags,
        summary: "Counts a view of an agent's profile (one per viewer per day)",
        params: UserIdParams,
        response: { 200: successEnvelope(IncreaseViewResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await directory.countView('agent', request.params.userId, viewerKeyOf(request)),
    }),
  );
}

/** The agencies directory and profiles, under /api/v1/agency. Only approved agencies are listed. */
export async function agencyDirectoryRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const directory = createDirectoryService(readsOf(app));
  const tags = ['agencies'];
  routes.addHook('onRequest', app.identify);

  routes.get(
    '/agencies',
    {
      schema: {
        tags,
        summary: 'Approved agencies, newest first; `search` keeps those whose name contains the text',
        querystring: ListAgenciesQuery,
        response: { 200: successEnvelope(AgenciesListResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: paged('agency', await directory.listAgencies(request.query), request.query.size),
    }),
  );

  routes.get(
    '/single-agency/:userId',
    {
      schema: {
        tags,
        summary: "An agency's profile by its account's user id, with listings, agents and counts",
        params: UserIdParams,
        response: { 200: successEnvelope(SingleAgencyResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await directory.singleAgency(request.params.userId, {
        userId: request.identity?.userId,
        // The registration document is a private file: staff who may read files only (STAFF_PERMISSIONS).
        staff: staffCan(request.identity?.staffRole, 'files', 'read'),
      }),
    }),
  );

  routes.get(
    '/increase-view/:userId',
    {
      schema: {
        tags,
        summary: "Counts a view of an agency's profile (one per viewer per day)",
        params: UserIdParams,
        response: { 200: successEnvelope(IncreaseViewResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await directory.countView('agency', request.params.userId, viewerKeyOf(request)),
    }),
  );

  routes.get(
    '/agency-listings/:userId',
    {
      schema: {
        tags,
        summary: "An agency's published listings, newest first",
        params: UserIdParams,
        querystring: PaginationQuery,
        response: { 200: successEnvelope(AgencyListingsResponse) },
      },
    },
    async (request) => {
      const page = await directory.agencyListings(
        request.params.userId,
        request.query,
        request.identity?.userId,
      );
      return { status: 'success' as const, data: paged('agencyListings', page, request.query.size) };
    },
  );

  routes.get(
    '/agency-agents/:userId',
    {
      schema: {
        tags,
        summary: "An agency's approved agents, newest first",
        params: UserIdParams,
        querystring: PaginationQuery,
        response: { 200: successEnvelope(AgencyAgentsResponse) },
      },
    },
    async (request) => {
      const page = await directory.agencyAgents(request.params.userId, request.query);
      return { status: 'success' as const, data: paged('agencyAgents', page, request.query.size) };
    },
  );
}
