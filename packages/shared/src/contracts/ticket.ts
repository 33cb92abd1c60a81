import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { TICKET_STATUSES } from '../constants/statuses';
import {
  EmailSchema,
  IdSchema,
  ImageDataUrlSchema,
  optionalInput,
  optionalText,
  requiredText,
  TimestampSchema,
} from './common';
import { PaginationQuery, paginated, queryParam } from './query';

export const TicketStatusSchema = z.enum(TICKET_STATUSES);

/** POST /api/v1/ticket/new-ticket. Name, subject and description are required (decisions.md). */
export const CreateTicketBody = z.object({
  senderId: IdSchema.optional(),
  senderName: requiredText(TEXT_LIMITS.name * 2),
  senderEmail: optionalInput(EmailSchema),
  subject: requiredText(200),
  description: requiredText(TEXT_LIMITS.description),
  image: optionalInput(ImageDataUrlSchema),
  fileName: optionalText(),
  status: z.literal('pending').optional(),
});
export type CreateTicketBody = z.infer<typeof CreateTicketBody>;

/** `/api/v1/ticket/:id/...`. */
export const TicketIdParams = z.object({ id: IdSchema });
export type TicketIdParams = z.infer<typeof TicketIdParams>;

export const TicketReplySchema = z.object({
  id: IdSchema,
  ticket_id: IdSchema,
  /** Null once the author's account is deleted. */
  author_id: IdSchema.nullable(),
  author_name: z.string(),
  is_staff: z.boolean(),
  message: z.string(),
  created_at: TimestampSchema,
});
export type TicketReply = z.infer<typeof TicketReplySchema>;

export const TicketSchema = z.object({
  id: IdSchema,
  sender_id: IdSchema,
  sender_name: z.string(),
  sender_email: z.string(),
  subject: z.string(),
  description: z.string(),
  /** pending (new) → open (staff on it) → resolved; closed ends it. A reply on a resolved ticket reopens it. */
  status: TicketStatusSchema,
  /** URL of the attached picture (a WebP at most 1280 px wide), or null. */
  image: z.string().nullable(),
  file_name: z.string().nullable(),
  replies: z.array(TicketReplySchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Ticket = z.infer<typeof TicketSchema>;

/** The user's own tickets on /account/ticket. */
export const ListTicketsQuery = PaginationQuery.extend({ status: queryParam(TicketStatusSchema) });
export type ListTicketsQuery = z.infer<typeof ListTicketsQuery>;
export const TicketsResponse = paginated('tickets', TicketSchema);
export type TicketsResponse = z.infer<typeof TicketsResponse>;

/** data of new-ticket and of a reply: the ticket with every reply, oldest first. */
export const TicketResponse = TicketSchema;

/** POST /api/v1/ticket/:id/reply: a reply by the ticket's owner (staff reply from the console). */
export const CreateTicketReplyBody = z.object({ message: requiredText(TEXT_LIMITS.message) });
export type CreateTicketReplyBody = z.infer<typeof CreateTicketReplyBody>;

/** Staff console: moving a ticket along. */
export const UpdateTicketStatusBody = z.object({ status: TicketStatusSchema });
export type UpdateTicketStatusBody = z.infer<typeof UpdateTicketStatusBody>;
