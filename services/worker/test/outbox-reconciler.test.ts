import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  type TestDatabase,
  testRedisPrefix,
} from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxReconciler } from '../src/outbox-reconciler';
import { startWorkerRuntime, type WorkerRuntime } from '../src/runtime';

const log = pino({ level: 'silent' });

describe('outbox reconciler: jobs Redis lost after their row was marked delivered', () => {
  let database: TestDatabase;
  let prefix: string;
  let queue: Queue;
  let runtime: WorkerRuntime | undefined;

  beforeEach(async () => {
    database = await createTestDatabase();
    prefix = testRedisPrefix();
    queue = new Queue(QUEUES.outbox, { connection: { url: TEST_REDIS_URL }, prefix });
  });

  afterEach(async () => {
    await runtime?.stop();
    runtime = undefined;
    await queue.obliterate({ force: true });
    await queue.close();
    await database.destroy();
  });

  /** A row the relay delivered `secondsAgo` seconds ago. */
  async function deliveredRow(secondsAgo: number): Promise<number> {
    const id = await appendOutboxEvent(database.db, outboxEvent('system.ping', { note: `${secondsAgo}s` }));
    await database.db
      .updateTable('outbox_events')
      .set({ delivered_at: sql`now() - make_interval(secs => ${secondsAgo})`, attempts: 1 })
      .where('id', '=', id)
      .execute();
    return id;
  }

  const deliveredAt = async (id: number) =>
    (
      await database.db
        .selectFrom('outbox_events')
        .select('delivered_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).delivered_at;

  it('re-opens a recently delivered row with no job, and leaves the others', async () => {
    const lost = await deliveredRow(60);
    const kept = await deliveredRow(60);
    await queue.add('ping', { kept: true }, { jobId: outboxJobId(String(kept)) });
    const justNow = await deliveredRow(0);
    const longAgo = await deliveredRow(3600);
    const reconciler = new OutboxReconciler({
      db: database.db,
      queues: new Map([[QUEUES.outbox, queue]]),
      log,
    });

    expect(await reconciler.reconcileOnce()).toBe(1);
    expect(await deliveredAt(lost)).toBeNull();
    expect(await deliveredAt(kept)).toBeInstanceOf(Date);
    // Still possibly in flight, or older than the window in which finished jobs are surely kept.
    expect(await deliveredAt(justNow)).toBeInstanceOf(Date);
    expect(await deliveredAt(longAgo)).toBeInstanceOf(Date);
    expect(await reconciler.reconcileOnce()).toBe(0);
  });

  it('gets the lost event processed by the running worker', async () => {
    const lost = await deliveredRow(30);
    runtime = startWorkerRuntime({
      db: database.db,
      redisUrl: TEST_REDIS_URL,
      prefix,
      log,
      outboxPollMs: 20,
      outboxReconcileEveryMs: 100,
    });
    const job = await waitFor(async () => (await queue.getJob(outboxJobId(String(lost)))) ?? undefined);
    await waitFor(async () => ((await job.isCompleted()) ? true : undefined));
    // The relay marks the row delivered after it enqueues the job, so on a busy machine the job can finish
    // first: wait for the mark rather than read it once.
    expect(await waitFor(async () => (await deliveredAt(lost)) ?? undefined)).toBeInstanceOf(Date);
  });
});
