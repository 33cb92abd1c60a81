import type { FastifyInstance } from 'fastify';

/** Payments, transactions and payouts (registered at /api/v1; each route names its full sub-path). */
export default async function paymentsRoutes(_app: FastifyInstance) {}
