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
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Conversation = Selectable<ConversationsTable>;
export type NewConversation = Insertable<ConversationsTable>;
export type ConversationUpdate = Updateable<ConversationsTable>;
