import { connectRedis } from '@ile/db/redis';
import type { Redis } from 'ioredis';

/** Workers block on Redis for jobs, so their connection must retry forever (BullMQ requires it). */
export function workerConnection(url: string): Redis {
  return connectRedis(url, { maxRetriesPerRequest: null });
}

/** Producers fail fast while Redis is away; the outbox keeps the event and the relay retries later. */
export function producerConnection(url: string): Redis {
  return connectRedis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
}
