import { randomUUID } from 'node:crypto';
import { appendOutboxEvent, countUndeliveredOutboxEvents } from '@ile/db/repositories/outbox.repository';
import { TEST_REDIS_URL } from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import { JOBS, outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import { type Job, QueueEvents } from 'bullmq';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../src/handlers';
import { pingHandler } from '../src/handlers/system/ping.handler';
import type { AnyJobHandler } from '../src/registry';
import { useWorkerHarness } from './support/worker-harness';

/** The worker's handlers with the ping handler swapped for a test's own (the registry needs every job). */
const withPing = (ping: AnyJobHandler) => [...handlers.filter((h) => h !== pingHandler), ping];

describe('outbox relay on the real PostgreSQL and Redis', () => {
  const worker = useWorkerHarness({ queue: QUEUES.outbox });
  let events: QueueEvents;
  beforeEach(async () => {
    events = new QueueEvents(QUEUES.outbox, { connection: { url: TEST_REDIS_URL }, prefix: worker.prefix });
    await events.waitUntilReady();
  });
  afterEach(() => events.close());

  it('turns a row written to the outbox into a processed job and marks the row delivered', async () => {
    const eventId = await appendOutboxEvent(worker.db, outboxEvent('system.ping', { note: 'hello' }));
    worker.start();

    const job = await waitFor(
      async () => (await worker.queue.getJob(outboxJobId(String(eventId)))) ?? undefined,
    );
    const result = await job.waitUntilFinished(events, 15_000);
    expect(result).toEqual({ pong: 'hello', eventId: String(eventId) });

    const row = await worker.db
      .selectFrom('outbox_events')
      .selectAll()
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(row.delivered_at).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(await countUndeliveredOutboxEvents(worker.db)).toBe(0);
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
    const eventId = await appendOutboxEvent(worker.db, outboxEvent('system.ping', { note: 'once' }));
    worker.start({ handlers: withPing(counting) });
    const job = await waitFor(
      async () => (await worker.queue.getJob(outboxJobId(String(eventId)))) ?? undefined,
    );
    await job.waitUntilFinished(events, 15_000);

    // As if the relay had crashed after enqueueing but before marking the row delivered.
    await worker.db
      .updateTable('outbox_events')
      .set({ delivered_at: null })
      .where('id', '=', eventId)
      .execute();
    await waitFor(async () => ((await countUndeliveredOutboxEvents(worker.db)) === 0 ? true : undefined));
    await new Promise((r) => setTimeout(r, 300));

    expect(seen).toEqual([String(eventId)]);
  });

  it('keeps the event and retries with backoff while Redis is unreachable', async () => {
    const eventId = await appendOutboxEvent(worker.db, outboxEvent('system.ping', { note: 'later' }));
    worker.start({ redisUrl: 'redis://127.0.0.1:1', outboxEnqueueTimeoutMs: 300 });
    const row = await waitFor(async () => {
      const current = await worker.db
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

  it('fails for good, without retrying, a job whose event its handler does not consume', async () => {
    worker.start();
    const stray = await worker.queue.add(
      JOBS.outbox.ping,
      {
        eventId: '1',
        type: 'ticket.created',
        occurredAt: new Date().toISOString(),
        payload: { ticketId: randomUUID(), userId: randomUUID() },
      },
      { attempts: 5 },
    );
    const job = await worker.job(stray.id as string);
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/^malformed job data/);
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
      worker.start({ handlers: withPing(slow) });
    });
    const eventId = await appendOutboxEvent(worker.db, outboxEvent('system.ping', { note: 'slow' }));
    await started;
    const stopping = worker.stop();
    setTimeout(() => release(), 200);
    await stopping;

    const job = (await worker.queue.getJob(outboxJobId(String(eventId)))) as Job;
    expect(await job.getState()).toBe('completed');
    expect(job.returnvalue).toEqual({ finished: String(eventId) });
  });
});
