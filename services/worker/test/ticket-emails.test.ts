import { randomUUID } from 'node:crypto';
import { insertTicket, insertTicketReply } from '@ile/db/repositories/tickets.repository';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, QUEUES } from '@ile/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

const TICKETS_LINK = `${TEST_PUBLIC_URL}/account/ticket`;

describe('ticket emails (ticket.created / ticket.replied → email queue → SMTP)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.email, smtp: true, scope: 'all' });
  let requester: { id: string; email: string };
  let staffId: string;

  beforeAll(async () => {
    const user = await worker.db
      .insertInto('users')
      .values({ email: 'amara@example.test', password_hash: 'x', first_name: 'Amara', last_name: 'Kamara' })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    requester = user;
    const staff = await worker.db
      .insertInto('users')
      .values({
        email: 'support@example.test',
        password_hash: 'x',
        first_name: 'Sola',
        last_name: 'Staff',
        staff_role: 'Admin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    staffId = staff.id;
    worker.start();
  });

  async function raiseTicket(subject: string) {
    const ticket = await insertTicket(worker.db, {
      id: randomUUID(),
      user_id: requester.id,
      requester_name: 'Amara Kamara',
      requester_email: requester.email,
      subject,
      description: 'The payment page shows an error after I pay.',
      status: 'pending',
    });
    return ticket.id;
  }

  async function reply(ticketId: string, byStaff: boolean, body: string) {
    const authorId = byStaff ? staffId : requester.id;
    const { id: replyId } = await insertTicketReply(worker.db, {
      ticketId,
      authorId,
      isStaff: byStaff,
      body,
    });
    return worker.emit(outboxEvent('ticket.replied', { ticketId, replyId, authorId, byStaff }));
  }

  it('confirms a new ticket to its requester, with a link to their tickets', async () => {
    const ticketId = await raiseTicket('Payment failed twice');
    const eventId = await worker.emit(outboxEvent('ticket.created', { ticketId, userId: requester.id }));

    const mail = await waitFor(() =>
      worker.smtp.messages.find((m) => m.subject.includes('Payment failed twice')),
    );
    expect(mail.to).toEqual([requester.email]);
    expect(mail.subject).toBe('Ile support: we received your ticket “Payment failed twice”');
    expect(mail.text).toContain('Hello Amara,');
    expect(mail.text).toContain(TICKETS_LINK);
    expect(mail.html).toContain(`href="${TICKETS_LINK}"`);
    expect((await worker.finishedJob(eventId)).returnvalue).toMatchObject({
      outcome: 'sent',
      eventKey: `${eventId}:ticket-received`,
    });
  });

  it('emails a staff reply in full; the requester’s own reply sends nothing', async () => {
    const ticketId = await raiseTicket('Where is my refund?');
    const own = await reply(ticketId, false, 'Any news?');
    const answer = 'We found your payment.\nThe refund reaches your bank within 5 days <really>.';
    const staffEvent = await reply(ticketId, true, answer);

    const mail = await waitFor(() =>
      worker.smtp.messages.find((m) => m.subject.includes('replied to your ticket')),
    );
    expect(mail.to).toEqual([requester.email]);
    expect(mail.subject).toBe('Ile support replied to your ticket “Where is my refund?”');
    // SMTP carries CRLF line ends.
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(answer);
    expect(mail.text).toContain(TICKETS_LINK);
    expect(mail.html).toContain('within 5 days &lt;really&gt;.');
    expect((await worker.finishedJob(staffEvent)).returnvalue).toMatchObject({ outcome: 'sent' });
    expect((await worker.finishedJob(own)).returnvalue).toEqual({
      outcome: 'skipped',
      reason: 'reply by the requester',
    });
    expect(worker.smtp.messages.filter((m) => m.text.includes('Any news?'))).toEqual([]);
  });

  it('sends a reply once when its outbox row is relayed again after the job is gone', async () => {
    const ticketId = await raiseTicket('Listing photos missing');
    const eventId = await reply(ticketId, true, 'The photos are back now.');
    const first = await worker.finishedJob(eventId);
    const sent = () => worker.smtp.messages.filter((m) => m.text.includes('The photos are back now.'));
    expect(sent()).toHaveLength(1);

    await first.remove();
    await worker.redeliver(eventId);
    const second = await worker.finishedJob(eventId);
    expect(second.returnvalue).toEqual({ outcome: 'duplicate', eventKey: `${eventId}:ticket-reply` });
    expect(sent()).toHaveLength(1);
  });
});
