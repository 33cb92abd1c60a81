import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableJson, NullableTimestamp, UuidId } from './columns';
import type { EmailStatus } from './values';

/** Every email the product sends; event_key (e.g. 'user.signed_up:<outbox id>') makes sending idempotent. */
export interface EmailsTable {
  id: UuidId;
  event_key: string;
  to_address: string;
  subject: string;
  html: string | null;
  text: string | null;
  status: Generated<EmailStatus>;
  sent_at: NullableTimestamp;
  error: string | null;
  /** Extra headers it was sent with (List-Unsubscribe), as a JSON string when written. */
  headers: NullableJson<Record<string, string>>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Email = Selectable<EmailsTable>;
export type NewEmail = Insertable<EmailsTable>;
export type EmailUpdate = Updateable<EmailsTable>;
