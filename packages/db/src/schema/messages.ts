import type { ScamWarning } from '@ile/shared';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, UuidId } from './columns';

/** A message has a non-empty body, an attachment, or both. */
export interface MessagesTable {
  id: UuidId;
  conversation_id: string;
  sender_id: string;
  body: string | null;
  /** Storage key of the attachment. */
  media_key: string | null;
  /** MIME type of the attachment. */
  media_type: string | null;
  /** The scam warnings its recipient sees (never the sender); null when there are none. */
  /** The listing it was sent about; null for none. */
  property_id: string | null;
  warnings: ColumnType<ScamWarning[] | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
}

export type Message = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type MessageUpdate = Updateable<MessagesTable>;
