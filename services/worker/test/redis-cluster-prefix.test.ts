import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { type PrivateRedis, startPrivateRedis } from '@ile/db/testing/private-redis';
import { createTestDatabase, type TestDatabase } from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkerRuntime, type WorkerRuntime } from '../src/runtime';

// A one-node Redis Cluster that owns every slot: like any cluster it refuses a command or script whose keys
// hash to different slots (CROSSSLOT), which BullMQ's scripts do unless the prefix is a hash tag.
describe('REDIS_PREFIX={ile} on Redis Cluster', () => {
  let cluster: PrivateRedis;
  let database: TestDatabase;
  let runtime: WorkerRuntime | undefined;
  let inspect: Redis;
  const warnings: string[] = [];

  beforeAll(async () => {
    cluster = await startPrivateRedis({ cluster: true });
    database = await createTestDatabase();
    inspect = new Redis(cluster.url);
  });
  afterAll(async () => {
    await runtime?.stop();
    inspect?.disconnect();
    await database?.destroy();
    await cluster?.stop();
  });

  it('a job runs end to end, and every key it leaves starts with {ile}', async () => {
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => warnings.push(JSON.parse(line).msg as string) },
    );
    runtime = startWorkerRuntime({
      db: database.db,
      redisUrl: cluster.url,
      prefix: '{ile}',
      log,
      outboxPollMs: 20,
    });
    const eventId = await appendOutboxEvent(database.db, outboxEvent('system.ping', { note: 'cluster' }));
    const queue = new Queue(QUEUES.outbox, { connection: { url: cluster.url }, prefix: '{ile}' });
    try {
      const job = await waitFor(async () => {
        const found = await queue.getJob(outboxJobId(String(eventId)));
        return found?.finishedOn ? found : undefined;
      });
      expect(job.returnvalue).toEqual({ pong: 'cluster', eventId: String(eventId) });
    } finally {
      await queue.close();
    }
    const keys = await inspect.keys('*');
    expect(keys.some((key) => key.startsWith('{ile}:outbox:'))).toBe(true);
    expect(keys.filter((key) => !key.startsWith('{ile}:'))).toEqual([]);
    // No Redis problem was logged on the way (a CROSSSLOT refusal would be).
    expect(warnings.filter((w) => /CROSSSLOT|redis/i.test(w))).toEqual([]);
  });

  it('the same queue without the hash tag is refused by the cluster (what the tag prevents)', async () => {
    const plain = new Queue(QUEUES.outbox, { connection: { url: cluster.url }, prefix: 'ile' });
    plain.on('error', () => undefined);
    try {
      await expect(plain.add('system.ping', { note: 'no tag' })).rejects.toThrow(/CROSSSLOT/);
    } finally {
      await plain.close();
    }
  });
});

describe('the worker on a Redis that may evict keys', () => {
  it('warns once at start, naming the policy and the risk', async () => {
    const evicting = await startPrivateRedis({ args: ['--maxmemory-policy', 'allkeys-random'] });
    const database = await createTestDatabase();
    const warnings: string[] = [];
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => warnings.push(JSON.parse(line).msg as string) },
    );
    const runtime = startWorkerRuntime({ db: database.db, redisUrl: evicting.url, prefix: 'ile-evict', log });
    try {
      const warning = await waitFor(() => warnings.find((line) => line.includes('maxmemory-policy')));
      expect(warning).toMatch(/"allkeys-random", not "noeviction".*jobs are lost or run twice/);
    } finally {
      await runtime.stop();
      await database.destroy();
      await evicting.stop();
    }
  });
});
