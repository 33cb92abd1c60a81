import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/** A conversation between two users, stored once with user_a_id < user_b_id. */
export interface ConversationsTable {
  id: UuidId;
  user_a_id: string;
  user_b_id: string;
  last_message_at: NullableTimestamp;
  user_a_last_read_at: NullableTimestamp;
  user_b_last_read_at: NullableTimestamp;
  /** The listing the conversation is about now: a message sent without one inherits it. */
  property_id: string | null;
  /** Who received the first message (null for a conversation with none). */
  first_recipient_id: string | null;
  /** When the first recipient first answered; null until they do. */
  first_reply_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Conversation = Selectable<ConversationsTable>;
export type NewConversation = Insertable<ConversationsTable>;
export type ConversationUpdate = Updateable<ConversationsTable>;

/** One row per listing a conversation has been about, written with the first message about it. */
export interface ConversationPropertiesTable {
  conversation_id: string;
  property_id: string;
  first_message_at: Date;
}
