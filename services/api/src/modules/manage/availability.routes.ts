import {
  AvailabilityLinkBody,
  ListingAvailabilityBody,
  ListingAvailabilityParams,
  ListingAvailabilitySchema,
  successEnvelope,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perIp, perUser } from '../../plugins/external/rate-limit';
import { createAvailabilityService } from './availability.service';

const tags = ['manage listings'];

/** "Still available", renew, let and sold, under /api/v1/property. */
export async function availabilityRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const availability = createAvailabilityService(app.db);

  routes.post(
    '/:propertyId/availability',
    {
      onRequest: app.authenticate,
      preHandler: app.throttle([perUser('availability', 120, HOUR)]),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Confirm a listing still available, renew an expired one, or mark it let or sold (its owner)',
        params: ListingAvailabilityParams,
        body: ListingAvailabilityBody,
        response: { 200: successEnvelope(ListingAvailabilitySchema) },
        answers: { 409: 'The listing’s status does not allow this action (the message says why)' },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await availability.update(ownUserId(request), request.params.propertyId, request.body.action),
    }),
  );

  routes.post(
    '/availability-link',
    {
      // Anyone holding the mailed link may use it once; guessing 256-bit tokens is what the throttle slows.
      preHandler: app.throttle([perIp('availability-link', 30, HOUR)]),
      schema: {
        tags,
        summary:
          'Confirm (or renew) a listing with the one-click link mailed to its owner; no sign-in needed',
        body: AvailabilityLinkBody,
        response: { 200: successEnvelope(ListingAvailabilitySchema) },
        answers: {
          409: 'The listing was let, sold, unpublished or is held for review since the link was sent',
          410: 'The link has expired or has already been used',
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await availability.confirmByLink(request.body.token),
    }),
  );
}
