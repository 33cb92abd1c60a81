import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultJson, DefaultTimestamp, IdentityId, NullableTimestamp } from './columns';

/** An event written in the transaction of the change it describes; the worker's relay delivers it. */
export interface OutboxEventsTable {
  id: IdentityId;
  event_type: string;
  payload: DefaultJson<Record<string, unknown>>;
  created_at: DefaultTimestamp;
  /** Not before this time (retries push it forward). */
  available_at: DefaultTimestamp;
  delivered_at: NullableTimestamp;
  attempts: Generated<number>;
  last_error: string | null;
}

export type OutboxEvent = Selectable<OutboxEventsTable>;
export type NewOutboxEvent = Insertable<OutboxEventsTable>;
export type OutboxEventUpdate = Updateable<OutboxEventsTable>;
