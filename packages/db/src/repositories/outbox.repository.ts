import type { OutboxEventDraft } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';

export interface PendingOutboxEvent {
  id: number;
  event_type: string;
  payload: Record<string, unknown>;
  created_at: Date;
  attempts: number;
}

/** Writes an event in the caller's transaction, so the change and its event commit together or not at all. */
export async function appendOutboxEvent(db: Executor, event: OutboxEventDraft): Promise<number> {
  const row = await db
    .insertInto('outbox_events')
    .values({ event_type: event.type, payload: JSON.stringify(event.payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks a batch of due events; SKIP LOCKED lets several relays share the table without double sends. */
export function claimDueOutboxEvents(trx: Executor, limit: number): Promise<PendingOutboxEvent[]> {
  return trx
    .selectFrom('outbox_events')
    .select(['id', 'event_type', 'payload', 'created_at', 'attempts'])
    .where('delivered_at', 'is', null)
    .where('available_at', '<=', sql<Date>`now()`)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markOutboxEventsDelivered(trx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('outbox_events')
    .set({ delivered_at: sql`now()`, attempts: sql`attempts + 1`, last_error: null })
    .where('id', 'in', ids)
    .execute();
}

/** Pushes failed deliveries back with exponential backoff (1 s doubling, at most 5 minutes). */
export async function markOutboxEventsFailed(trx: Executor, ids: number[], error: string): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('outbox_events')
    .set({
      attempts: sql`attempts + 1`,
      last_error: error.slice(0, 2000),
      available_at: sql`now() + least(interval '5 minutes', interval '1 second' * power(2, attempts))`,
    })
    .where('id', 'in', ids)
    .execute();
}

export async function countUndeliveredOutboxEvents(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('delivered_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Rows handed to the queues between `lookbackSeconds` and `settleSeconds` ago, latest first. */
export function listRecentlyDeliveredOutboxEvents(
  db: Executor,
  window: { lookbackSeconds: number; settleSeconds: number; limit: number },
) {
  return db
    .selectFrom('outbox_events')
    .select(['id', 'event_type'])
    .where('delivered_at', '>', sql<Date>`now() - make_interval(secs => ${window.lookbackSeconds})`)
    .where('delivered_at', '<', sql<Date>`now() - make_interval(secs => ${window.settleSeconds})`)
    .orderBy('delivered_at', 'desc')
    .limit(window.limit)
    .execute();
}

/** Delivered rows made due again (the relay sends them once more), with why. */
export async function reopenOutboxEvents(
  db: Executor,
  ids: readonly number[],
  reason: string,
): Promise<void> {
  await db
    .updateTable('outbox_events')
    .set({ delivered_at: null, available_at: sql`now()`, last_error: reason })
    .where('id', 'in', ids)
    .where('delivered_at', 'is not', null)
    .execute();
}
