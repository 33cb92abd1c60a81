import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, inject } from 'vitest';
import { TEST_REDIS_URL } from './stack-resources';

/**
 * One of the running product's queues, for a journey that runs a scheduled job now (a sweep) instead of
 * waiting for its scheduler: opened before the file's tests, closed after them.
 */
export function useStackQueue(name: string): () => Queue {
  let redis: Redis;
  let queue: Queue;
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    queue = new Queue(name, { connection: redis, prefix: inject('redisPrefix') });
  });
  afterAll(async () => {
    await queue.close();
    redis.disconnect();
  });
  return () => queue;
}
