import { connectRedis } from '@ile/db/redis';
import { QUEUE_NAMES, type QueueName } from '@ile/shared';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** The job states the console counts. */
const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'paused', 'prioritized'] as const;
export type QueueCounts = { name: QueueName } & Record<(typeof STATES)[number], number>;

/** How long the dashboard waits for Redis before it reports the queues as unavailable. */
const COUNTS_TIMEOUT_MS = 2000;

export interface QueueMonitor {
  /** One BullMQ Queue per queue of the catalogue, on the app's Redis and key prefix (created on first use). */
  queues(): Queue[];
  /** Job counts per queue, or null while Redis does not answer. */
  counts(): Promise<QueueCounts[] | null>;
}

// One monitor per app (keyed by its HTTP server): the dashboard and the board share the connection.
const monitors = new WeakMap<object, QueueMonitor>();

/**
 * The operator's view of the worker's queues. The connection is the api's own (not the request-path one,
 * which has no offline queue) and opens only when someone looks, so an api whose console nobody opens
 * never connects to BullMQ's keys.
 */
export function queueMonitorOf(app: FastifyInstance): QueueMonitor {
  const existing = monitors.get(app.server);
  if (existing) return existing;
  let connection: Redis | null = null;
  let queues: Queue[] | null = null;

  const monitor: QueueMonitor = {
    queues() {
      if (!queues) {
        const redis = connectRedis(app.config.redisUrl, {
          lazyConnect: true,
          maxRetriesPerRequest: 1,
          connectTimeout: COUNTS_TIMEOUT_MS,
        });
        redis.on('error', (err) => app.log.warn({ err: err.message }, 'queue monitor: redis problem'));
        connection = redis;
        queues = QUEUE_NAMES.map((name) => {
          const queue = new Queue(name, { connection: redis, prefix: app.config.redisPrefix });
          queue.on('error', (err) =>
            app.log.warn({ err: err.message, queue: name }, 'queue monitor: queue problem'),
          );
          return queue;
        });
      }
      return queues;
    },

    async counts() {
      const all = monitor.queues();
      const counting = Promise.all(
        all.map(async (queue) => ({
          name: queue.name as QueueName,
          ...((await queue.getJobCounts(...STATES)) as Record<(typeof STATES)[number], number>),
        })),
      );
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), COUNTS_TIMEOUT_MS);
      });
      try {
        return await Promise.race([counting, timeout]);
      } catch (error) {
        app.log.warn({ err: (error as Error).message }, 'queue monitor: counts unavailable');
        return null;
      } finally {
        clearTimeout(timer);
        counting.catch(() => undefined);
      }
    },
  };

  monitors.set(app.server, monitor);
  app.addHook('onClose', async () => {
    monitors.delete(app.server);
    if (queues) await Promise.allSettled(queues.map((queue) => queue.close()));
    connection?.disconnect();
  });
  return monitor;
}
