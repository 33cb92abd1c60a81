import {
  ApplicationIdParams,
  CreateListingApplicationBody,
  CreateListingApplicationResponse,
  IMAGE_UPLOAD_RULES,
  ListPropertyApplicationsQuery,
  MESSAGES,
  MessageEnvelope,
  PropertyApplicationsResponse,
  pageCount,
  successEnvelope,
  UserIdParams,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import { createListingApplicationService } from './listing-application.service';

const tags = ['listing applications'];
const security = [{ bearerAuth: [] }];

/** Applying to list a property, and the applicant's own applications (/manage/applications). */

export default async function listingApplicationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const applications = createListingApplicationService(app.db, app.privateStorage);
  routes.addHook('onRequest', app.authenticate);

  routes.post(
    '/property',
    {
      bodyLimit: IMAGE_UPLOAD_RULES.maxRequestBytes,
      // Each application stores up to 20 originals for staff to review: a cap against flooding storage.
      preHandler: app.throttle([perUser('listing-application', 10, HOUR)]),
      schema: {
        tags,
        security,
        summary: 'Apply to list a property (3–20 images as data URLs or multipart; verified email needed)',
        body: CreateListingApplicationBody,
        response: { 201: successEnvelope(CreateListingApplicationResponse) },
      },
    },
    async (request, reply) => {
      const created = await applications.submit(ownUserId(request), request.body);
      return reply
        .code(201)
        .send({ status: 'success' as const, message: MESSAGES.listing.applicationSent, data: created });
    },
  );

  routes.get(
    '/property-applications-user/:userId',
    {
      schema: {
        tags,
        security,
        summary: "The caller's listing applications, newest first",
        params: UserIdParams,
        querystring: ListPropertyApplicationsQuery,
        response: { 200: successEnvelope(PropertyApplicationsResponse) },
      },
    },
    async (request) => {
      const userId = ownUserId(request, request.params.userId);
      const { items, total } = await applications.listMine(userId, request.query);
      return {
        status: 'success' as const,
        data: {
          propertyApplications: items,
          totalItems: total,
          totalPages: pageCount(total, request.query.size),
        },
      };
    },
  );

  routes.delete(
    '/single-property-applications/:applicationId',
    {
      schema: {
        answers: { 409: 'Only pending applications can be deleted' },
        tags,
        security,
        summary: 'Withdraw one of the caller’s pending applications',
        params: ApplicationIdParams,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      await applications.deletePending(ownUserId(request), request.params.applicationId);
      return { status: 'success' as const, message: MESSAGES.listing.applicationDeleted };
    },
  );
}
