import type { Db } from '@ile/db';
import {
  claimDueOutboxEvents,
  markOutboxEventsDelivered,
  markOutboxEventsFailed,
  type PendingOutboxEvent,
} from '@ile/db/repositories/outbox.repository';
import { consumersOf, type JobRoute, outboxJobId, type QueueName } from '@ile/shared';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { DEFAULT_JOB_OPTIONS } from './dispatch';

export interface OutboxRelayOptions {
  db: Db;
  queues: Map<QueueName, Queue>;
  log: Logger;
  pollMs: number;
  batchSize: number;
  /** BullMQ waits for a connection before it sends; past this the send counts as failed and is retried. */
  enqueueTimeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Moves committed outbox rows onto BullMQ queues. Rows are locked while they are sent and marked
 * delivered in the same transaction; a crash between the two re-sends the row, and the job id (the
 * row id) makes BullMQ drop the duplicate. Rows whose send fails are retried with backoff.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for a batch in flight to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Delivers one batch; answers how many rows it handled. */
  async drainOnce(): Promise<number> {
    const { db, batchSize } = this.options;
    return db.transaction().execute(async (trx) => {
      const events = await claimDueOutboxEvents(trx, batchSize);
      if (events.length === 0) return 0;
      const { delivered, failed, error } = await this.send(events);
      await markOutboxEventsDelivered(trx, delivered);
      await markOutboxEventsFailed(trx, failed, error ?? 'unknown error');
      if (failed.length > 0)
        this.options.log.warn({ failed: failed.length, error }, 'outbox delivery failed; will retry');
      return events.length;
    });
  }

  private async send(events: PendingOutboxEvent[]) {
    const byQueue = new Map<QueueName, Array<{ event: PendingOutboxEvent; route: JobRoute }>>();
    const failed = new Set<number>();
    let error: string | undefined;
    // One job per consumer, each on its own queue; an event no job consumes (EVENT_CATALOGUE says why) is
    // recorded delivered with nothing to enqueue.
    for (const event of events) {
      for (const route of consumersOf(event.event_type)) {
        const list = byQueue.get(route.queue) ?? [];
        list.push({ event, route });
        byQueue.set(route.queue, list);
      }
    }
    for (const [queueName, queued] of byQueue) {
      const queue = this.options.queues.get(queueName);
      try {
        if (!queue) throw new Error(`no producer for queue ${queueName}`);
        const adding = queue.addBulk(
          queued.map(({ event, route }) => ({
            name: route.jobName,
            data: {
              eventId: String(event.id),
              type: event.event_type,
              payload: event.payload,
              occurredAt: new Date(event.created_at).toISOString(),
            },
            // The outbox row id is the job id: delivering a row twice still yields one job per queue.
            opts: { ...DEFAULT_JOB_OPTIONS, jobId: outboxJobId(String(event.id)) },
          })),
        );
        // If the send completes after the timeout, the retry reuses the job ids and BullMQ drops the copies.
        adding.catch(() => undefined);
        await withTimeout(adding, this.options.enqueueTimeoutMs ?? 5000, `enqueue on ${queueName}`);
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
        for (const { event } of queued) failed.add(event.id);
      }
    }
    // A row is delivered once every consumer's queue has its job; a retry re-sends to all of them, and the
    // job ids make BullMQ drop the copies on queues that already had it.
    const delivered = events.filter((event) => !failed.has(event.id)).map((event) => event.id);
    return { delivered, failed: [...failed], error };
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick();
    }, delayMs);
  }

  private async tick(): Promise<void> {
    let handled = 0;
    try {
      handled = await this.drainOnce();
    } catch (error) {
      this.options.log.error({ err: error }, 'outbox relay pass failed');
    }
    // A full batch means more may be waiting: go again at once.
    this.schedule(handled >= this.options.batchSize ? 0 : this.options.pollMs);
  }
}
