import { findTicketReply } from '@ile/db/repositories/tickets.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { UnrecoverableError } from 'bullmq';
import { ticketsLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { ticketReply } from '../../mail/templates/ticket-reply';
import type { JobHandlerDefinition } from '../../registry';

/** Emails a staff reply, in full, to the ticket's requester; the requester's own replies send nothing. */
export const sendTicketReplyHandler: JobHandlerDefinition = {
  queue: QUEUES.email,
  name: JOBS.email.sendTicketReply,
  async handle(data, _job, context) {
    if (data.type !== 'ticket.replied') {
      throw new UnrecoverableError(`${JOBS.email.sendTicketReply} cannot handle ${data.type}`);
    }
    if (!data.payload.byStaff) return skipEmail(context.log, 'reply by the requester');
    const reply = await findTicketReply(context.db, data.payload.replyId);
    if (!reply) return skipEmail(context.log, 'reply gone');
    const user = await findUserById(context.db, reply.user_id);
    if (!user) return skipEmail(context.log, 'user gone');
    return sendOnce(context, {
      eventId: data.eventId,
      template: ticketReply,
      to: user.email,
      prepare: () => ({
        firstName: user.first_name,
        subject: reply.subject,
        reply: reply.body,
        link: ticketsLink(context.publicUrl),
      }),
    });
  },
};
