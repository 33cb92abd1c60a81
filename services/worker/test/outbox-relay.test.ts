import { appendOutboxEvent, countUndeliveredOutboxEvents } from '@ile/db/repositories/outbox.repository';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  type TestDatabase,
  testRedisPrefix,
} from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import { type Job, Queue, QueueEvents } from 'bullmq';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../src/handlers';
import { pingHandler } from '../src/handlers/system/ping.handler';
import type { AnyJobHandler } from '../src/registry';
import { startWorkerRuntime, type WorkerRuntime } from '../src/runtime';

const log = pino({ level: 'silent' });

/** The worker's handlers with the ping handler swapped for a test's own (the registry needs every job). */
const withPing = (ping: AnyJobHandler) => [...handlers.filter((h) => h !== pingHandler), ping];

describe('outbox relay on the real PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let prefix: string;
  let runtime: WorkerRuntime | undefined;
  let queue: Queue;
  let events: QueueEvents;

  beforeEach(async () => {
    database = await createTestDatabase();
    prefix = testRedisPrefix();
    queue = new Queue(QUEUES.outbox, { connection: { url: TEST_REDIS_URL }, prefix });
    events = new QueueEvents(QUEUES.outbox, { connection: { url: TEST_REDIS_URL }, prefix });
    await events.waitUntilReady();
  });

  afterEach(async () => {
    await runtime?.stop();
    runtime = undefined;
    await queue.obliterate({ force: true });
    await Promise.all([queue.close(), events.close()]);
    await database.destroy();
  });

  it('turns a row written to the outbox into a processed job and marks the row delivered', async () => {
    const eventId = await appendOutboxEvent(database.db, outboxEvent('system.ping', { note: 'hello' }));
    runtime = startWorkerRuntime({
      db: database.db,
      redisUrl: TEST_REDIS_URL,
      prefix,
      log,
      outboxPollMs: 20,
    });

    const job = await waitFor(async () => (await queue.getJob(outboxJobId(String(eventId)))) ?? undefined);
    const result = await job.waitUntilFinished(events, 15_000);
    expect(result).toEqual({ pong: 'hello', eventId: String(eventId) });

    const row = await database.db
      .selectFrom('outbox_events')
      .selectAll()
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(row.delivered_at).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(await countUndeliveredOutboxEvents(database.db)).toBe(0);
  });

  it('runs a job once even when its row is relayed twice', async () => {
    const seen: string[] = [];
    const counting: typeof pingHandler = {
      ...pingHandler,
      async handle(data) {
        seen.push(data.eventId);
        return null;
      },
    };
    const eventId = await appendOutboxEvent(database.db, outboxEvent('system.ping', { note: 'once' }));
    runtime = startWorkerRuntime({
      db: database.db,
      redisUrl: TEST_REDIS_URL,
      prefix,
      log,
      handlers: withPing(counting),
      outboxPollMs: 20,
    });
    const job = await waitFor(async () => (await queue.getJob(outboxJobId(String(eventId)))) ?? undefined);
    await job.waitUntilFinished(events, 15_000);

    // As if the relay had crashed after enqueueing but before marking the row delivered.
    await database.db
      .updateTable('outbox_events')
      .set({ delivered_at: null })
      .where('id', '=', eventId)
      .execute();
    await waitFor(async () => ((await countUndeliveredOutboxEvents(database.db)) === 0 ? true : undefined));
    await new Promise((r) => setTimeout(r, 300));

    expect(seen).toEqual([String(eventId)]);
  });

  it('keeps the event and retries with backoff while Redis is unreachable', async () => {
    const eventId = await appendOutboxEvent(database.db, outboxEvent('system.ping', { note: 'later' }));
    runtime = startWorkerRuntime({
      db: database.db,
      redisUrl: 'redis://127.0.0.1:1',
      prefix,
      log,
      outboxPollMs: 20,
      outboxEnqueueTimeoutMs: 300,
    });
    const row = await waitFor(async () => {
      const current = await database.db
        .selectFrom('outbox_events')
        .selectAll()
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow();
      return current.attempts > 0 ? current : undefined;
    });
    expect(row.delivered_at).toBeNull();
    expect(row.last_error).toBeTruthy();
    expect(row.available_at.getTime()).toBeGreaterThan(row.created_at.getTime());
  });

  it('lets a job in flight finish on graceful shutdown', async () => {
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolveStarted) => {
      const slow: typeof pingHandler = {
        ...pingHandler,
        async handle(data) {
          resolveStarted();
          await new Promise<void>((r) => {
            release = r;
          });
          return { finished: data.eventId };
        },
      };
      runtime = startWorkerRuntime({
        db: database.db,
        redisUrl: TEST_REDIS_URL,
        prefix,
        log,
        handlers: withPing(slow),
        outboxPollMs: 20,
      });
    });
    const eventId = await appendOutboxEvent(database.db, outboxEvent('system.ping', { note: 'slow' }));
    await started;
    const stopping = runtime?.stop();
    runtime = undefined;
    setTimeout(() => release(), 200);
    await stopping;

    const job = (await queue.getJob(outboxJobId(String(eventId)))) as Job;
    expect(await job.getState()).toBe('completed');
    expect(job.returnvalue).toEqual({ finished: String(eventId) });
  });
});
