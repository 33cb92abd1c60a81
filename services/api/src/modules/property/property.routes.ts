import type { FastifyInstance } from 'fastify';

/** The catalogue and listing management under /api/v1/property. */
export default async function propertyRoutes(_app: FastifyInstance) {}
