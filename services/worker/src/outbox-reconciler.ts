import type { Db } from '@ile/db';
import {
  listRecentlyDeliveredOutboxEvents,
  reopenOutboxEvents,
} from '@ile/db/repositories/outbox.repository';
import { consumersOf, outboxJobId, type QueueName } from '@ile/shared';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';

export interface OutboxReconcilerOptions {
  db: Db;
  queues: Map<QueueName, Queue>;
  log: Logger;
  /** How often to look; default 15 s. */
  everyMs?: number;
  /** How far back delivered rows are checked; default 10 minutes (well within the 24 h jobs are kept). */
  lookbackMs?: number;
  /** Rows delivered more recently than this are left alone; default 5 s. */
  settleMs?: number;
  /** At most this many rows per pass; default 1000. */
  batchSize?: number;
}

/**
 * Re-opens outbox rows whose job Redis no longer has. Redis acknowledges a job before its AOF reaches the
 * disk (appendfsync everysec), so a Redis crash can lose a job the relay has already marked delivered.
 * Finished jobs are kept for a day (dispatch.ts), so a recent delivered row with no job at all was lost:
 * it is marked undelivered again and the relay sends it once more. Handlers are idempotent, so a row sent
 * again needlessly (e.g. a job trimmed early) costs nothing but the work.
 */
export class OutboxReconciler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: OutboxReconcilerOptions) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.reconcileOnce()
        .then(() => undefined)
        .catch((err: Error) => this.options.log.warn({ err: err.message }, 'outbox reconciliation failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, this.options.everyMs ?? 15_000);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; answers how many rows it re-opened. */
  async reconcileOnce(): Promise<number> {
    const { db, queues, log } = this.options;
    const lookbackSeconds = (this.options.lookbackMs ?? 600_000) / 1000;
    const settleSeconds = (this.options.settleMs ?? 5000) / 1000;
    const rows = await listRecentlyDeliveredOutboxEvents(db, {
      lookbackSeconds,
      settleSeconds,
      limit: this.options.batchSize ?? 1000,
    });
    const byQueue = new Map<QueueName, number[]>();
    for (const row of rows) {
      for (const { queue } of consumersOf(row.event_type)) {
        byQueue.set(queue, [...(byQueue.get(queue) ?? []), row.id]);
      }
    }
    const missing = new Set<number>();
    for (const [queueName, ids] of byQueue) {
      const queue = queues.get(queueName);
      if (!queue) continue;
      // Sent back to back on one connection: a thousand checks cost about one round trip of waiting.
      const states = await Promise.all(ids.map((id) => queue.getJobState(outboxJobId(String(id)))));
      states.forEach((state, i) => {
        if (state === 'unknown') missing.add(ids[i] as number);
      });
    }
    if (missing.size === 0) return 0;
    await reopenOutboxEvents(db, [...missing], 'job missing from Redis; sent again');
    log.warn({ rows: missing.size }, 'outbox rows whose job Redis lost: sent again');
    return missing.size;
  }
}
