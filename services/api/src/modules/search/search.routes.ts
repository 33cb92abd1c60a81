import type { FastifyInstance } from 'fastify';

/** GET /api/v1/property/search and /searchwishlist (registered under /api/v1/property). */
export default async function searchRoutes(_app: FastifyInstance) {}
