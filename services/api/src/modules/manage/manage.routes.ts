import {
  AdminUpdatePropertyBody,
  AgencyEditRightsBody,
  AgencyEditRightsSchema,
  AgentListingsResponse,
  DashboardDataBody,
  DashboardDataSchema,
  DeletePropertyParams,
  IMAGE_UPLOAD_RULES,
  ListingPerformanceParams,
  ListingPerformanceResponse,
  MESSAGES,
  MessageEnvelope,
  MyListingsQuery,
  pageCount,
  successEnvelope,
  UserIdParams,
} from '@ile/shared';
import { staffCan } from '@ile/shared/constants/staff-permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import { createManageService, type Manager } from './manage.service';
import { createPerformanceService } from './performance.service';

const tags = ['manage listings'];
const security = [{ bearerAuth: [] }];

function managerOf(request: FastifyRequest): Manager {
  const identity = request.identity;
  if (!identity) throw new UnauthorizedError('Sign in to continue');
  return {
    userId: identity.userId,
    // Staff act on others' listings as the console would let them (STAFF_PERMISSIONS), not by any staff role.
    staff: staffCan(identity.staffRole, 'properties', 'update'),
    ip: request.ip,
    requestId: request.id,
  };
}

const serviceOf = (app: FastifyInstance) => createManageService(app.db, app.storage, app.privateStorage);

/** Editing and deleting a listing (its owner or staff), under /api/v1/property. */
export async function managePropertyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const manage = serviceOf(app);
  routes.addHook('onRequest', app.authenticate);

  routes.delete(
    '/delete-property/:propertyId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a listing for good (its owner or staff)',
        params: DeletePropertyParams,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      await manage.deleteProperty(managerOf(request), request.params.propertyId);
      return { status: 'success' as const, message: MESSAGES.listing.propertyDeleted };
    },
  );

  routes.post(
    '/admin-update-property',
    {
      bodyLimit: IMAGE_UPLOAD_RULES.maxRequestBytes,
      // New images are stored and rendered again on each edit.
      preHandler: app.throttle([perUser('listing-edit', 30, HOUR)]),
      schema: {
        tags,
        security,
        summary: 'Edit a listing (its owner or staff); new images (3–20) replace the old ones',
        body: AdminUpdatePropertyBody,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      await manage.updateProperty(managerOf(request), request.body);
      return { status: 'success' as const, message: MESSAGES.listing.propertyEdited };
    },
  );
}

/** The manage area's dashboard tiles, under /api/v1/user. */
export async function dashboardRoutes(app: FastifyInstance) {
  const manage = serviceOf(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dashboard-data',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's listing and application counts",
        body: DashboardDataBody.optional(),
        response: { 200: successEnvelope(DashboardDataSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await manage.dashboard(ownUserId(request)) }),
  );
}

/** "My Listings", under /api/v1/agent: the caller's own listings and, for an agency, its agents'. */
export async function myListingsRoutes(app: FastifyInstance) {
  const manage = serviceOf(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/agent-listings/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The caller's listings in every state (an agency's: its affiliated agents' too, read-only) with their 30-day figures; newest first, or sorted by a figure",
        params: UserIdParams,
        querystring: MyListingsQuery,
        response: { 200: successEnvelope(AgentListingsResponse) },
      },
    },
    async (request) => {
      const userId = ownUserId(request, request.params.userId);
      const { items, total } = await manage.myListings(userId, request.query);
      return {
        status: 'success' as const,
        data: {
          agentListings: items,
          properties: items,
          totalItems: total,
          totalPages: pageCount(total, request.query.size),
        },
      };
    },
  );
}

/** An agent's choice to let their agency edit their listings, under /api/v1/agent. */
export async function agencyEditRightsRoutes(app: FastifyInstance) {
  const manage = serviceOf(app);
  app.withTypeProvider<ZodTypeProvider>().put(
    '/agency-edit-rights',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'An agent of an agency lets it edit (never delete) their listings, or stops it; 403 for anyone else',
        body: AgencyEditRightsBody,
        response: { 200: successEnvelope(AgencyEditRightsSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await manage.setAgencyEditRights(ownUserId(request), request.body.allow),
    }),
  );
}

/** A listing's performance page, under /api/v1/manage. */
export async function listingPerformanceRoutes(app: FastifyInstance) {
  const performance = createPerformanceService(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/listings/:propertyId/performance',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "A listing's daily views, saves, phone reveals and enquiries over 90 days, and the medians of similar listings (its owner, its agent, or the agent's agency)",
        params: ListingPerformanceParams,
        response: { 200: successEnvelope(ListingPerformanceResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await performance.performance(ownUserId(request), request.params.propertyId),
    }),
  );
}
