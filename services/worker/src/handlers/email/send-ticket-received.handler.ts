import { findTicket } from '@ile/db/repositories/tickets.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { ticketsLink } from '../../mail/links';
import { sendOnce, skipEmail } from '../../mail/send-once';
import { ticketReceived } from '../../mail/templates/ticket-received';
import { outboxJobHandler } from '../../registry';

/** Confirms a new support ticket to the person who raised it. */
export const sendTicketReceivedHandler = outboxJobHandler({
  queue: QUEUES.email,
  name: JOBS.email.sendTicketReceived,
  consumes: ['ticket.created'],
  async handle(data, _job, context) {
    const ticket = await findTicket(context.db, data.payload.ticketId);
    if (!ticket) return skipEmail(context.log, 'ticket gone');
    // The account's current address: the one on the ticket may have changed since.
    const user = await findUserById(context.db, ticket.user_id);
    if (!user) return skipEmail(context.log, 'user gone');
    return sendOnce(context, {
      eventId: data.eventId,
      template: ticketReceived,
      to: user.email,
      prepare: () => ({
        firstName: user.first_name,
        subject: ticket.subject,
        link: ticketsLink(context.publicUrl),
      }),
    });
  },
});
