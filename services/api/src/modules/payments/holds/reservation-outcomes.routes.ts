import {
  HoldParams,
  HoldReasonBody,
  HoldSchema,
  SALE_COMPLETION_RELEASE_AFTER_HOURS,
  successEnvelope,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../../lib/own-user-id';
import { MINUTE, perUser } from '../../../plugins/external/rate-limit';
import type { HoldsService } from './holds.service';

// The seller's side of a sale reservation (docs/payments.md, "Held payments"): the sale completed (the
// deposit is released to them 72 hours later unless the buyer disputes first) or they withdraw (the buyer is refunded in full). The buyer's own
// "the sale completed" stays on holds.routes.ts (`/confirm`); the sweep refunds a reservation that lapses.

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const answers = {
  409: 'Not a sale reservation, or the deposit is no longer held (released, refunded, being paid out or disputed)',
};

export default async function reservationOutcomeRoutes(
  app: FastifyInstance,
  { holds }: { holds: HoldsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.authenticate);
  const throttle = app.throttle([perUser('payments:reservation-outcomes', 30, 10 * MINUTE)]);

  routes.post(
    '/payments/holds/:id/complete',
    {
      preHandler: throttle,
      schema: {
        answers,
        tags,
        security,
        summary: `The seller marks a reserved sale completed; Ile releases the reservation deposit to them ${SALE_COMPLETION_RELEASE_AFTER_HOURS} hours later unless the buyer disputes`,
        params: HoldParams,
        response: { 200: successEnvelope(HoldSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: `Sale completed: Ile releases the deposit to you in ${SALE_COMPLETION_RELEASE_AFTER_HOURS} hours unless the buyer disputes`,
      data: await holds.settleReservation(ownUserId(request), request.params.id, { completed: true }),
    }),
  );

  routes.post(
    '/payments/holds/:id/withdraw',
    {
      preHandler: throttle,
      schema: {
        answers,
        tags,
        security,
        summary: 'The seller withdraws from a reserved sale; Ile refunds the buyer’s deposit in full',
        params: HoldParams,
        body: HoldReasonBody,
        response: { 200: successEnvelope(HoldSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Withdrawn: Ile is refunding the buyer’s deposit in full',
      data: await holds.settleReservation(ownUserId(request), request.params.id, {
        completed: false,
        reason: request.body.reason,
      }),
    }),
  );
}
