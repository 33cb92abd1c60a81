import {
  BanksQuery,
  BanksResponse,
  CreatePayoutAccountBody,
  PayoutAccountSchema,
  successEnvelope,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import type { PayoutsService } from './payouts.service';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

/** "Set up payouts" on /account/payment: the caller's own bank account, and the banks to pick from. */
export default async function payoutRoutes(app: FastifyInstance, { payouts }: { payouts: PayoutsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.authenticate);
  routes.get(
    '/payments/payout-account',
    {
      schema: {
        tags,
        security,
        summary: 'Your payout account (only the last four digits of its number), or null',
        response: { 200: successEnvelope(PayoutAccountSchema.nullable()) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await payouts.get(ownUserId(request)) }),
  );

  // PUT is what the site sends; POST too, for clients that create rather than replace.
  routes.route({
    method: ['PUT', 'POST'],
    url: '/payments/payout-account',
    // Each save asks the provider's bank to resolve the account: a paid call, and a way to probe numbers.
    preHandler: app.throttle([perUser('payouts-save', 10, HOUR)]),
    schema: {
      tags,
      security,
      summary: 'Set (or replace) your payout account; the bank must confirm the account holder’s name',
      body: CreatePayoutAccountBody,
      response: { 200: successEnvelope(PayoutAccountSchema) },
    },
    handler: async (request) => ({
      status: 'success' as const,
      message: 'Payout account saved',
      data: await payouts.save(ownUserId(request), request.body),
    }),
  });

  routes.get(
    '/payments/banks',
    {
      schema: {
        tags,
        security,
        summary: 'Banks of a country (NG by default) that payouts can go to',
        querystring: BanksQuery,
        response: { 200: successEnvelope(BanksResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { banks: await payouts.banks(request.query.country ?? 'NG', request.query.provider) },
    }),
  );
}
