import { findTicketReply } from '@ile/db/repositories/tickets.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { ticketsLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { ticketReply } from '../../mail/templates/ticket-reply';
import { outboxJobHandler } from '../../registry';

/** Emails a staff reply, in full, to the ticket's requester; the requester's own replies send nothing. */
export const sendTicketReplyHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendTicketReply,
  consumes: ['ticket.replied'],
  async handle(data, _job, context) {
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
});
