import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OutboxReconciler } from '../src/outbox-reconciler';
import { testLog, useWorkerHarness } from './support/worker-harness';

describe('outbox reconciler: jobs Redis lost after their row was marked delivered', () => {
  const worker = useWorkerHarness({ queue: QUEUES.outbox });

  /** A row the relay delivered `secondsAgo` seconds ago. */
  async function deliveredRow(secondsAgo: number): Promise<number> {
    const id = await appendOutboxEvent(worker.db, outboxEvent('system.ping', { note: `${secondsAgo}s` }));
    await worker.db
      .updateTable('outbox_events')
      .set({ delivered_at: sql`now() - make_interval(secs => ${secondsAgo})`, attempts: 1 })
      .where('id', '=', id)
      .execute();
    return id;
  }

  const deliveredAt = async (id: number) =>
    (
      await worker.db
        .selectFrom('outbox_events')
        .select('delivered_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).delivered_at;

  it('re-opens a recently delivered row with no job, and leaves the others', async () => {
    const lost = await deliveredRow(60);
    const kept = await deliveredRow(60);
    await worker.queue.add('ping', { kept: true }, { jobId: outboxJobId(String(kept)) });
    const justNow = await deliveredRow(0);
    const longAgo = await deliveredRow(3600);
    const reconciler = new OutboxReconciler({
      db: worker.db,
      queues: new Map([[QUEUES.outbox, worker.queue]]),
      log: testLog,
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
    worker.start({ outboxReconcileEveryMs: 100 });
    const job = await waitFor(
      async () => (await worker.queue.getJob(outboxJobId(String(lost)))) ?? undefined,
    );
    await waitFor(async () => ((await job.isCompleted()) ? true : undefined));
    // The relay marks the row delivered after it enqueues the job, so on a busy machine the job can finish
    // first: wait for the mark rather than read it once.
    expect(await waitFor(async () => (await deliveredAt(lost)) ?? undefined)).toBeInstanceOf(Date);
  });
});
