import { randomUUID } from 'node:crypto';
import { appendOutboxEvent, countUndeliveredOutboxEvents } from '@ile/db/repositories/outbox.repository';
import { insertTicket, insertTicketReply } from '@ile/db/repositories/tickets.repository';
import { startTestSmtpServer, type TestSmtpServer } from '@ile/db/testing/smtp-server';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  type TestDatabase,
  testRedisPrefix,
} from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import { type OutboxEventDraft, outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import { type Job, Queue } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkerRuntime, type WorkerRuntime } from '../src/runtime';

const PUBLIC_URL = 'http://ile.example:8080';
const TICKETS_LINK = `${PUBLIC_URL}/account/ticket`;

describe('ticket emails (ticket.created / ticket.replied → email queue → SMTP)', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let runtime: WorkerRuntime;
  let queue: Queue;
  let prefix: string;
  let requester: { id: string; email: string };
  let staffId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    prefix = testRedisPrefix();
    smtp = await startTestSmtpServer();
    queue = new Queue(QUEUES.email, { connection: { url: TEST_REDIS_URL }, prefix });
    const user = await database.db
      .insertInto('users')
      .values({ email: 'amara@example.test', password_hash: 'x', first_name: 'Amara', last_name: 'Kamara' })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    requester = user;
    const staff = await database.db
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
    runtime = startWorkerRuntime({
      db: database.db,
      redisUrl: TEST_REDIS_URL,
      prefix,
      log: pino({ level: 'silent' }),
      outboxPollMs: 20,
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
    });
  });

  afterAll(async () => {
    await runtime.stop();
    await queue.obliterate({ force: true });
    await queue.close();
    await smtp.close();
    await database.destroy();
  });

  const emit = async (event: OutboxEventDraft) => String(await appendOutboxEvent(database.db, event));

  /** The job of an outbox row once it has finished. */
  const finishedJob = (eventId: string) =>
    waitFor(async () => {
      const job: Job | undefined = await queue.getJob(outboxJobId(eventId));
      return job?.finishedOn ? job : undefined;
    });

  async function raiseTicket(subject: string) {
    const ticket = await insertTicket(database.db, {
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
    const { id: replyId } = await insertTicketReply(database.db, {
      ticketId,
      authorId,
      isStaff: byStaff,
      body,
    });
    return emit(outboxEvent('ticket.replied', { ticketId, replyId, authorId, byStaff }));
  }

  it('confirms a new ticket to its requester, with a link to their tickets', async () => {
    const ticketId = await raiseTicket('Payment failed twice');
    const eventId = await emit(outboxEvent('ticket.created', { ticketId, userId: requester.id }));

    const mail = await waitFor(() => smtp.messages.find((m) => m.subject.includes('Payment failed twice')));
    expect(mail.to).toEqual([requester.email]);
    expect(mail.subject).toBe('Ile support: we received your ticket “Payment failed twice”');
    expect(mail.text).toContain('Hello Amara,');
    expect(mail.text).toContain(TICKETS_LINK);
    expect(mail.html).toContain(`href="${TICKETS_LINK}"`);
    expect((await finishedJob(eventId)).returnvalue).toMatchObject({
      outcome: 'sent',
      eventKey: `${eventId}:ticket-received`,
    });
  });

  it('emails a staff reply in full; the requester’s own reply sends nothing', async () => {
    const ticketId = await raiseTicket('Where is my refund?');
    const own = await reply(ticketId, false, 'Any news?');
    const answer = 'We found your payment.\nThe refund reaches your bank within 5 days <really>.';
    const staffEvent = await reply(ticketId, true, answer);

    const mail = await waitFor(() => smtp.messages.find((m) => m.subject.includes('replied to your ticket')));
    expect(mail.to).toEqual([requester.email]);
    expect(mail.subject).toBe('Ile support replied to your ticket “Where is my refund?”');
    // SMTP carries CRLF line ends.
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(answer);
    expect(mail.text).toContain(TICKETS_LINK);
    expect(mail.html).toContain('within 5 days &lt;really&gt;.');
    expect((await finishedJob(staffEvent)).returnvalue).toMatchObject({ outcome: 'sent' });
    expect((await finishedJob(own)).returnvalue).toEqual({
      outcome: 'skipped',
      reason: 'reply by the requester',
    });
    expect(smtp.messages.filter((m) => m.text.includes('Any news?'))).toEqual([]);
  });

  it('sends a reply once when its outbox row is relayed again after the job is gone', async () => {
    const ticketId = await raiseTicket('Listing photos missing');
    const eventId = await reply(ticketId, true, 'The photos are back now.');
    const first = await finishedJob(eventId);
    const sent = () => smtp.messages.filter((m) => m.text.includes('The photos are back now.'));
    expect(sent()).toHaveLength(1);

    await first.remove();
    await database.db
      .updateTable('outbox_events')
      .set({ delivered_at: null })
      .where('id', '=', Number(eventId))
      .execute();
    await waitFor(async () => ((await countUndeliveredOutboxEvents(database.db)) === 0 ? true : undefined));
    const second = await finishedJob(eventId);
    expect(second.returnvalue).toEqual({ outcome: 'duplicate', eventKey: `${eventId}:ticket-reply` });
    expect(sent()).toHaveLength(1);
  });
});
