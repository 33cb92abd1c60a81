import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, UuidId } from './columns';

export interface TicketRepliesTable {
  id: UuidId;
  ticket_id: string;
  author_id: string | null;
  is_staff: Generated<boolean>;
  body: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type TicketReply = Selectable<TicketRepliesTable>;
export type NewTicketReply = Insertable<TicketRepliesTable>;
export type TicketReplyUpdate = Updateable<TicketRepliesTable>;
