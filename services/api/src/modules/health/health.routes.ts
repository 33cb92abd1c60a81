import { pingDatabase } from '@ile/db';
import { successEnvelope } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const CHECK_TIMEOUT_MS = 1500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);
}

async function check(probe: () => Promise<unknown>): Promise<'ok' | string> {
  try {
    await withTimeout(probe(), CHECK_TIMEOUT_MS);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : 'failed';
  }
}

const ChecksSchema = z.object({
  database: z.string(),
  redis: z.string(),
  /**
   * With DATABASE_READ_URL only: `ok` while the replica serves catalogue reads, else why not (down, lagging).
   * Informative: the primary takes those reads meanwhile, so it never makes the api unready.
   */
  readReplica: z.string().optional(),
});

function replicaCheck(app: FastifyInstance): { readReplica?: string } {
  const state = app.readReplica?.state();
  if (!state) return {};
  if (state.serving) return { readReplica: 'ok' };
  return { readReplica: state.detail ? `${state.status}: ${state.detail}` : state.status };
}

export default async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: successEnvelope(z.object({ uptime: z.number() })) },
      },
    },
    async () => ({ status: 'success' as const, data: { uptime: process.uptime() } }),
  );

  routes.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: PostgreSQL and Redis answer',
        response: {
          200: successEnvelope(ChecksSchema),
          503: z.object({ status: z.literal('error'), message: z.string(), data: ChecksSchema }),
        },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        check(() => pingDatabase(app.db)),
        check(() => app.redis.ping()),
      ]);
      const checks = { database, redis, ...replicaCheck(app) };
      if (database === 'ok' && redis === 'ok') return { status: 'success' as const, data: checks };
      return reply.code(503).send({ status: 'error' as const, message: 'Not ready', data: checks });
    },
  );
}
