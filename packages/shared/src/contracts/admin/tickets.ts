import { z } from 'zod';
import { TICKET_STATUSES } from '../../constants/statuses';
import { IdSchema, TimestampSchema } from '../common';
import { TicketReplySchema } from '../ticket';
import { NullableTimestamp } from './common';

/** A reply in the thread, as the requester's own ticket shows it, less the ticket id. */
export const TicketReplyRecord = TicketReplySchema.omit({ ticket_id: true });
export type TicketReplyRecord = z.infer<typeof TicketReplyRecord>;

export const TicketRecord = z.object({
  id: IdSchema,
  user_id: IdSchema,
  requester_name: z.string(),
  requester_email: z.string(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES).meta({ description: 'pending (new) → open → resolved; closed is final' }),
  image_url: z.string().nullable().meta({ description: 'The attached picture (public WebP), or null' }),
  file_name: z.string().nullable(),
  assigned_to: IdSchema.nullable(),
  assignee_name: z.string().nullable(),
  closed_at: NullableTimestamp,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  age_hours: z.number().int().meta({ description: 'Hours since the ticket was raised' }),
  reply_count: z.number().int(),
  last_reply_at: NullableTimestamp,
  replies: z.array(TicketReplyRecord).meta({ description: 'The thread, oldest first' }),
});
export type TicketRecord = z.infer<typeof TicketRecord>;
