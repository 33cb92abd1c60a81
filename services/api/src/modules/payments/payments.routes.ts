import type { FastifyInstance } from 'fastify';
import checkoutRoutes from './checkout.routes';
import holdLinkRoutes from './holds/hold-link.routes';
import holdsRoutes from './holds/holds.routes';
import { createHoldsService } from './holds/holds.service';
import reservationOutcomeRoutes from './holds/reservation-outcomes.routes';
import { createReservations } from './holds/reservations';
import { createPaymentsService } from './payments.service';
import payoutRoutes from './payouts.routes';
import { createPayoutsService } from './payouts.service';
import { createProviderRegistry } from './providers';
import sandboxCheckoutRoutes from './sandbox-checkout.routes';
import webhookRoutes from './webhook.routes';

/** Payments, transactions and payouts (registered at /api/v1; each route names its full sub-path). */
export default async function paymentsRoutes(app: FastifyInstance) {
  const { publicUrl, payments: config } = app.config;
  const providers = createProviderRegistry(config, { db: app.db, publicUrl });
  const payments = createPaymentsService({ db: app.db, providers, publicUrl, log: app.log });
  const payouts = createPayoutsService({ db: app.db, providers });
  const holds = createHoldsService({ db: app.db });
  const reservations = createReservations({ db: app.db, caps: config.reservationDepositCap });

  // Separate plugins: the signed-in routes, and two public ones with body parsers of their own (raw bytes
  // for webhook signatures, form posts for the sandbox's checkout page) that must not leak elsewhere.
  await app.register(checkoutRoutes, { payments });
  await app.register(payoutRoutes, { payouts });
  await app.register(holdsRoutes, { holds, reservations });
  // The emailed "I have the keys" link: public, the signed token is the credential.
  await app.register(holdLinkRoutes, { holds });
  await app.register(reservationOutcomeRoutes, { holds });
  await app.register(webhookRoutes, { payments });
  await app.register(sandboxCheckoutRoutes, { providers });
}
