import {
  HoldParams,
  HoldReasonBody,
  HoldSchema,
  HoldsResponse,
  ReservationParams,
  ReservationSchema,
  SetReservationBody,
  successEnvelope,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../../lib/own-user-id';
import { MINUTE, perUser } from '../../../plugins/external/rate-limit';
import type { HoldsService } from './holds.service';
import type { Reservations } from './reservations';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const moved = { 409: 'The payment is no longer held (released, refunded, being paid out or disputed)' };

/** Money Ile holds: the caller's held payments (paid or to receive), and what payer and payee may do. */
export default async function holdsRoutes(
  app: FastifyInstance,
  { holds, reservations }: { holds: HoldsService; reservations: Reservations },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.authenticate);

  routes.get(
    '/payments/reservation/:propertyId',
    {
      schema: {
        tags,
        security,
        summary:
          'A published sale’s reservation terms: the owner’s refundable deposit (minor units) and days',
        params: ReservationParams,
        response: { 200: successEnvelope(ReservationSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await reservations.get(request.params.propertyId),
    }),
  );

  routes.put(
    '/payments/reservation/:propertyId',
    {
      preHandler: app.throttle([perUser('payments:reservation', 30, 10 * MINUTE)]),
      schema: {
        answers: { 409: 'The listing is not for sale' },
        tags,
        security,
        summary:
          'The owner sets (or withdraws, deposit null) a sale’s reservation deposit, capped by configuration',
        params: ReservationParams,
        body: SetReservationBody,
        response: { 200: successEnvelope(ReservationSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await reservations.set(ownUserId(request), request.params.propertyId, request.body),
    }),
  );
  const throttle = app.throttle([perUser('payments:holds', 30, 10 * MINUTE)]);

  routes.get(
    '/payments/holds',
    {
      schema: {
        tags,
        security,
        summary: 'Payments Ile holds that you made or are to receive, each with its state and timeline',
        response: { 200: successEnvelope(HoldsResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { holds: await holds.list(ownUserId(request)) },
    }),
  );

  routes.post(
    '/payments/holds/:id/confirm',
    {
      preHandler: throttle,
      schema: {
        answers: moved,
        tags,
        security,
        summary: 'The payer: "I have the keys" (or the sale completed); Ile releases the money to the owner',
        params: HoldParams,
        response: { 200: successEnvelope(HoldSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Thank you. Ile is releasing the money to the owner',
      data: await holds.confirm(ownUserId(request), request.params.id),
    }),
  );

  routes.post(
    '/payments/holds/:id/dispute',
    {
      preHandler: throttle,
      schema: {
        answers: moved,
        tags,
        security,
        summary: 'The payer disputes a held payment before it is released; Ile’s support team decides',
        params: HoldParams,
        body: HoldReasonBody,
        response: { 200: successEnvelope(HoldSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Your dispute is with Ile’s support team; the money stays held until they decide',
      data: await holds.dispute(ownUserId(request), request.params.id, request.body.reason),
    }),
  );

  routes.post(
    '/payments/holds/:id/cancel',
    {
      preHandler: throttle,
      schema: {
        answers: moved,
        tags,
        security,
        summary: 'The owner cancels (or withdraws the sale); the payer is refunded in full',
        params: HoldParams,
        body: HoldReasonBody,
        response: { 200: successEnvelope(HoldSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Cancelled: Ile is refunding the payer in full',
      data: await holds.cancel(ownUserId(request), request.params.id, request.body.reason),
    }),
  );
}
