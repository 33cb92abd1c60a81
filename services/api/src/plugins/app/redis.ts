import { connectRedis, warnIfEvicting } from '@ile/db/redis';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

/** Longest a request waits for one Redis command; they take well under a millisecond when Redis is well. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

export interface RedisPluginOptions {
  redisUrl: string;
}

/**
 * Request-path Redis: no offline queue, so while Redis is away calls fail at once instead of
 * piling up; losing Redis loses no data (the outbox in PostgreSQL holds every event).
 */
export default fp<RedisPluginOptions>(
  async function redis(app: FastifyInstance, options) {
    const client = connectRedis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      // A Redis that keeps the connection open but stops answering would otherwise hold a request for ever.
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      lazyConnect: true,
    });
    client.on('error', (err) => app.log.warn({ err: err.message }, 'redis connection problem'));
    // Wait briefly for the first connection, but come up with Redis down and report it in /readyz.
    await Promise.race([
      client.connect().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 2000).unref()),
    ]);
    // Said once, at start or when Redis first answers: a Redis that may evict keys can lose queued jobs.
    const evictionChecked = warnIfEvicting(client, (warning) => app.log.warn(warning));
    if (client.status === 'ready') await evictionChecked;
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      client.disconnect();
    });
  },
  { name: 'redis' },
);
