import type { TicketStatus } from '@ile/shared';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

export interface TicketsTable {
  id: UuidId;
  user_id: string;
  requester_name: string;
  requester_email: string;
  subject: string;
  description: string;
  /** Storage key of the attached image. */
  image_key: string | null;
  file_name: string | null;
  status: Generated<TicketStatus>;
  /** The staff member handling it. */
  assigned_to: string | null;
  closed_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Ticket = Selectable<TicketsTable>;
export type NewTicket = Insertable<TicketsTable>;
export type TicketUpdate = Updateable<TicketsTable>;
