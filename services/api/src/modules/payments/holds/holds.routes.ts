import {
  type Hold,
  HoldParams,
  HoldReasonBody,
  HoldSchema,
  HoldStatementBody,
  HoldsResponse,
  ReservationParams,
  ReservationSchema,
  SetReservationBody,
  successEnvelope,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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

  /** One action of a party on their held payment: POST /payments/holds/:id/<name>, answering the hold. */
  const holdAction = <B extends z.ZodType = z.ZodUndefined>(
    name: string,
    {
      summary,
      body,
      answers = moved,
      message,
      run,
    }: {
      summary: string;
      body?: B;
      answers?: Record<number, string>;
      message: string;
      run: (userId: string, id: string, body: z.output<B>) => Promise<Hold>;
    },
  ) =>
    routes.post(
      `/payments/holds/:id/${name}`,
      {
        preHandler: throttle,
        schema: {
          answers,
          tags,
          security,
          summary,
          params: HoldParams,
          ...(body ? { body } : {}),
          response: { 200: successEnvelope(HoldSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message,
        data: await run(ownUserId(request), request.params.id, request.body as z.output<B>),
      }),
    );

  holdAction('confirm', {
    summary: 'The payer: "I have the keys" (or the sale completed); Ile releases the money to the owner',
    message: 'Thank you. Ile is releasing the money to the owner',
    run: (userId, id) => holds.confirm(userId, id),
  });

  holdAction('dispute', {
    summary: 'The payer disputes a held payment before it is released; Ile’s support team decides',
    body: HoldReasonBody,
    message: 'Your dispute is with Ile’s support team; the money stays held until they decide',
    run: (userId, id, body) => holds.dispute(userId, id, body.reason),
  });

  holdAction('cancel', {
    summary: 'The owner cancels (or withdraws the sale); the payer is refunded in full',
    body: HoldReasonBody,
    message: 'Cancelled: Ile is refunding the payer in full',
    run: (userId, id, body) => holds.cancel(userId, id, body.reason),
  });

  holdAction('statement', {
    summary:
      'The payee answers a dispute with their statement for Ile’s support team (one, rewritten until Support decides)',
    body: HoldStatementBody,
    answers: { 409: 'The payment is not disputed, or Support has already decided it' },
    message: 'Your statement is with Ile’s support team',
    run: (userId, id, body) => holds.statement(userId, id, body.statement),
  });
}
