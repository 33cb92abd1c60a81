import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** BullMQ queues opened on demand over one connection, for a script's own checks of the queues' state. */
export interface QueueInspector {
  queue(name: string): Queue;
  redis: Redis;
  close(): Promise<void>;
}

export function queueInspector(redisUrl: string, prefix: string): QueueInspector {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  const queues = new Map<string, Queue>();
  return {
    redis,
    queue(name) {
      let q = queues.get(name);
      if (!q) {
        q = new Queue(name, { connection: redis, prefix });
        queues.set(name, q);
      }
      return q;
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close().catch(() => undefined)));
      redis.disconnect();
    },
  };
}
