import { makePicture } from '@ile/db/testing/pictures';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTicketService } from '../src/modules/tickets/tickets.service';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('support tickets', () => {
  let t: TestApp;
  let staff: TestUser;
  let tickets: ReturnType<typeof createTicketService>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    staff = await createUser(t.database.db, {
      first_name: 'Sola',
      last_name: 'Support',
      staff_role: 'Support',
    });
    tickets = createTicketService(t.app.db, t.app.storage, t.app.realtime);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const person = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(db(), overrides);
    return { user, session: await login(t.app, user) };
  };
  const newTicket = (session: Session | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/ticket/new-ticket', headers: session?.auth ?? {}, payload });
  const mine = (session: Session, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/ticket/mine${query}`, headers: session.auth });
  const reply = (session: Session | null, ticketId: string, message: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/ticket/${ticketId}/reply`,
      headers: session?.auth ?? {},
      payload: { message },
    });
  const ticketEvents = (type: string) =>
    db()
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', type)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => row.payload));
  const counts = async () => {
    const n = async (table: 'tickets' | 'ticket_replies' | 'outbox_events') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return [await n('tickets'), await n('ticket_replies'), await n('outbox_events')];
  };
  const valid = { senderName: 'Ada Obi', subject: 'Refund', description: 'I was charged twice' };

  it('asks for a token', async () => {
    expect((await newTicket(null, valid)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ticket/mine' })).statusCode).toBe(401);
    expect((await reply(null, UNKNOWN_ID, 'hi')).statusCode).toBe(401);
  });

  it('raises a pending ticket with the account’s email, and tells staff through ticket.created', async () => {
    // Support is reachable before the email is verified (e.g. "I never got the email").
    const { user, session } = await person({ email_verified_at: null });
    const res = await newTicket(session, {
      ...valid,
      senderId: user.id,
      senderEmail: user.email.toUpperCase(),
      status: 'pending',
      fileName: 'ignored-without-image.png',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      message: 'Ticket created successfully',
      data: {
        sender_id: user.id,
        sender_name: 'Ada Obi',
        sender_email: user.email,
        subject: 'Refund',
        description: 'I was charged twice',
        status: 'pending',
        image: null,
        file_name: null,
        replies: [],
      },
    });
    expect(await ticketEvents('ticket.created')).toContainEqual({ ticketId: body.data.id, userId: user.id });
  });

  it('keeps an attached picture as a WebP in media storage', async () => {
    const { session } = await person();
    const image = `data:image/png;base64,${(await makePicture('png', 1600, 1200)).toString('base64')}`;
    const res = await newTicket(session, { ...valid, image, fileName: 'screenshot.png' });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.image).toMatch(/^\/media\/tickets\/[0-9a-f-]+\/1280\.webp$/);
    expect(data.file_name).toBe('screenshot.png');
    const file = await t.app.inject({ method: 'GET', url: data.image });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1280,
      height: 960,
    });
  });

  it('refuses missing fields, a non-image and someone else’s identity, and writes nothing', async () => {
    const { session } = await person();
    const other = await person();
    const before = await counts();
    for (const field of ['senderName', 'subject', 'description'] as const) {
      const res = await newTicket(session, { ...valid, [field]: '  ' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]).toEqual(['This field is required']);
    }
    const fake = `data:image/jpeg;base64,${Buffer.from('definitely not a jpeg').toString('base64')}`;
    const notImage = await newTicket(session, { ...valid, image: fake });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.image).toBeDefined();
    expect((await newTicket(session, { ...valid, status: 'resolved' })).statusCode).toBe(400);
    expect((await newTicket(session, { ...valid, senderId: other.user.id })).statusCode).toBe(403);
    expect((await newTicket(session, { ...valid, senderEmail: other.user.email })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('lists only the caller’s tickets, newest first, paged, by status, with replies', async () => {
    const { user, session } = await person();
    const stranger = await person();
    await newTicket(stranger.session, { ...valid, subject: 'Not yours' });
    const ids: string[] = [];
    for (const subject of ['First', 'Second', 'Third']) {
      ids.push((await newTicket(session, { ...valid, subject })).json().data.id);
    }
    await tickets.replyAsStaff(ids[0] as string, staff.id, 'Looking into it');

    const page1 = (await mine(session, '?page=1&size=2')).json().data;
    expect(page1).toMatchObject({ totalItems: 3, totalPages: 2 });
    expect(page1.tickets.map((ticket: { subject: string }) => ticket.subject)).toEqual(['Third', 'Second']);
    const page2 = (await mine(session, '?page=2&size=2')).json().data;
    expect(page2.tickets).toHaveLength(1);
    expect(page2.tickets[0]).toMatchObject({
      subject: 'First',
      status: 'open',
      sender_id: user.id,
      replies: [
        { author_name: 'Sola Support', author_id: staff.id, is_staff: true, message: 'Looking into it' },
      ],
    });
    const open = (await mine(session, '?status=open')).json().data;
    expect(open.tickets.map((ticket: { id: string }) => ticket.id)).toEqual([ids[0]]);
    expect((await mine(session, '?status=')).json().data.totalItems).toBe(3);
    expect((await mine(session, '?status=lost')).statusCode).toBe(400);
    expect((await mine(session, '?size=500')).statusCode).toBe(400);
    expect((await mine(session, `?userId=${stranger.user.id}`)).statusCode).toBe(403);
  });

  it('lets the owner reply on their own ticket, with ticket.replied; another user’s is not found', async () => {
    const owner = await person();
    const other = await person();
    const ticketId = (await newTicket(owner.session, valid)).json().data.id;

    const res = await reply(owner.session, ticketId, '  Any news?  ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      id: ticketId,
      status: 'pending',
      replies: [{ author_id: owner.user.id, is_staff: false, message: 'Any news?' }],
    });
    const replyId = res.json().data.replies[0].id;
    expect(await ticketEvents('ticket.replied')).toContainEqual({
      ticketId,
      replyId,
      authorId: owner.user.id,
      byStaff: false,
    });

    const before = await counts();
    const stranger = await reply(other.session, ticketId, 'Hijack');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ status: 'fail', message: 'Ticket not found' });
    expect((await reply(owner.session, UNKNOWN_ID, 'Hello?')).statusCode).toBe(404);
    expect((await reply(owner.session, 'not-an-id', 'Hello?')).statusCode).toBe(400);
    expect((await reply(owner.session, ticketId, '   ')).statusCode).toBe(400);
    expect((await reply(owner.session, ticketId, 'x'.repeat(5001))).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('moves a ticket pending → open → resolved; a user reply reopens it, closed is final', async () => {
    const { user, session } = await person();
    const ticketId = (await newTicket(session, valid)).json().data.id;

    const answered = await tickets.replyAsStaff(ticketId, staff.id, 'We will refund you');
    expect(answered.status).toBe('open');
    expect(await ticketEvents('ticket.replied')).toContainEqual(
      expect.objectContaining({ ticketId, authorId: staff.id, byStaff: true }),
    );
    expect((await tickets.setStatus(ticketId, 'resolved')).status).toBe('resolved');
    // Setting the same status again changes nothing.
    expect((await tickets.setStatus(ticketId, 'resolved')).status).toBe('resolved');

    const reopened = await reply(session, ticketId, 'The refund never came');
    expect(reopened.json().data.status).toBe('open');
    expect((await tickets.setStatus(ticketId, 'closed')).status).toBe('closed');
    const closedReply = await reply(session, ticketId, 'Hello?');
    expect(closedReply.statusCode).toBe(409);
    await expect(tickets.replyAsStaff(ticketId, staff.id, 'late')).rejects.toMatchObject({ statusCode: 409 });
    await expect(tickets.setStatus(ticketId, 'open')).rejects.toMatchObject({ statusCode: 409 });
    const list = (await mine(session)).json().data.tickets;
    expect(list[0]).toMatchObject({ id: ticketId, status: 'closed', sender_id: user.id });
    expect(list[0].replies.map((r: { is_staff: boolean }) => r.is_staff)).toEqual([true, false]);

    const fresh = (await newTicket(session, valid)).json().data.id;
    expect((await tickets.setStatus(fresh, 'open')).status).toBe('open');
    await expect(tickets.setStatus(fresh, 'pending')).rejects.toMatchObject({ statusCode: 409 });
    await expect(tickets.setStatus(UNKNOWN_ID, 'open')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lets only staff answer as staff', async () => {
    const { user, session } = await person();
    const ticketId = (await newTicket(session, valid)).json().data.id;
    await expect(tickets.replyAsStaff(ticketId, user.id, 'I am staff, trust me')).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(tickets.replyAsStaff(UNKNOWN_ID, staff.id, 'x')).rejects.toMatchObject({ statusCode: 404 });
    expect((await mine(session)).json().data.tickets[0]).toMatchObject({ status: 'pending', replies: [] });
  });
});
