import { makePictureDataUrl } from '@ile/db/testing/pictures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, type Person, snapshot, startConsole } from './console';

describe('/api/admin/tickets', () => {
  let c: Console;

  const raise = async (person: Person, subject: string, image?: string) => {
    const res = await c.call(person, 'POST', '/api/v1/ticket/new-ticket', {
      senderName: 'Ada Obi',
      subject,
      description: `About: ${subject}`,
      ...(image ? { image, fileName: 'screenshot.png' } : {}),
    });
    if (res.status !== 201) throw new Error(`ticket failed: ${res.status} ${JSON.stringify(res.json)}`);
    return (res.json as { data: { id: string } }).data.id;
  };

  beforeAll(async () => {
    c = await startConsole();
  });
  afterAll(() => c.close());

  it('lists by status and age, and shows the thread with the attachment', async () => {
    const person = await c.newPerson();
    const old = await raise(person, 'Charged twice');
    const fresh = await raise(person, 'Cannot upload', await makePictureDataUrl('png'));
    await c.db
      .updateTable('tickets')
      .set({ created_at: new Date(Date.now() - 72 * 3_600_000) })
      .where('id', '=', old)
      .execute();
    const support = c.client(c.staff.Support);
    const oldest = await support.getList('tickets', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { status: ['pending', 'open'], user_id: person.user.id },
    });
    expect(oldest.data.map((t) => t.id)).toEqual([old, fresh]);
    expect(oldest.data[0]?.age_hours).toBeGreaterThanOrEqual(71);
    const stale = await support.getList('tickets', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { older_than_hours: 48, user_id: person.user.id },
    });
    expect(stale.data.map((t) => t.id)).toEqual([old]);
    const { data } = await support.getOne('tickets', { id: fresh });
    expect(data).toMatchObject({
      subject: 'Cannot upload',
      status: 'pending',
      file_name: 'screenshot.png',
      replies: [],
    });
    expect((await fetch(`${c.origin}${data.image_url}`)).headers.get('content-type')).toContain('image/');
  });

  it('replies as staff: the user sees it and is told, the ticket opens, the change is audited', async () => {
    const person = await c.newPerson();
    const id = await raise(person, 'Refund please');
    const res = await c.call(c.staff.Support, 'POST', `/api/admin/tickets/${id}/reply`, {
      message: 'We have refunded the second charge.',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      status: 'open',
      reply_count: 1,
      replies: [
        {
          is_staff: true,
          author_id: c.staff.Support.user.id,
          message: 'We have refunded the second charge.',
        },
      ],
    });
    const mine = await c.call(person, 'GET', '/api/v1/ticket/mine');
    expect(JSON.stringify(mine.json)).toContain('We have refunded the second charge.');
    const event = await c.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', 'ticket.replied')
      .execute();
    expect(event.some((e) => e.payload.ticketId === id && e.payload.byStaff === true)).toBe(true);
    const audit = await c.db
      .selectFrom('audit_log')
      .select(['action', 'actor_role', 'before', 'after'])
      .where('resource', '=', 'tickets')
      .where('resource_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'ticket.reply',
      actor_role: 'Support',
      before: { status: 'pending' },
      after: { status: 'open' },
    });
  });

  it('lists staff replies and status changes on the requester’s Notifications page, unread until opened', async () => {
    const person = await c.newPerson();
    const other = await c.newPerson();
    const id = await raise(person, 'Keys not handed over');
    const unread = async (who: Person) =>
      ((await c.call(who, 'GET', '/api/v1/notice/unread-count')).json as { data: { unread: number } }).data
        .unread;
    const personal = async (who: Person) => {
      const res = await c.call(who, 'GET', '/api/v1/notice/notices?size=50');
      const { notices } = (res.json as { data: { notices: Array<{ personal: boolean }> } }).data;
      return notices.filter((notice) => notice.personal);
    };
    expect(await unread(person)).toBe(0);

    await c.call(person, 'POST', `/api/v1/ticket/${id}/reply`, { message: 'Still waiting.' });
    expect(await personal(person)).toEqual([]);

    await c.call(c.staff.Support, 'POST', `/api/admin/tickets/${id}/reply`, {
      message: 'The agent will meet you at 10:00 tomorrow.',
    });
    const resolved = await c.call(c.staff.Support, 'POST', `/api/admin/tickets/${id}/status`, {
      status: 'resolved',
    });
    expect(resolved.status).toBe(200);
    expect(await personal(person)).toMatchObject([
      { heading: 'Your ticket “Keys not handed over” is now resolved', link: '/account/ticket' },
      {
        heading: 'New reply on your ticket “Keys not handed over”',
        description: 'The agent will meet you at 10:00 tomorrow.',
        link: '/account/ticket',
        to: 'end_users',
      },
    ]);
    expect(await unread(person)).toBe(2);
    expect(await personal(other)).toEqual([]);
    expect(await unread(other)).toBe(0);

    const read = await c.call(person, 'POST', '/api/v1/notice/mark-read');
    expect(read.json).toEqual({ status: 'success', data: { unread: 0 } });
    expect(await unread(person)).toBe(0);
    await c.call(c.staff.Support, 'POST', `/api/admin/tickets/${id}/reply`, { message: 'Anything else?' });
    expect(await unread(person)).toBe(1);
  });

  it('changes status along the allowed moves, and assigns to a staff member who handles tickets', async () => {
    const person = await c.newPerson();
    const id = await raise(person, 'Wrong price shown');
    const support = c.client(c.staff.Support);
    const { data } = await support.getOne('tickets', { id });
    const assigned = await support.update('tickets', {
      id,
      data: { ...data, assigned_to: c.staff.Support.user.id, status: 'resolved' },
      previousData: data,
    });
    expect(assigned.data).toMatchObject({
      assigned_to: c.staff.Support.user.id,
      assignee_name: 'Chidi Support',
      status: 'resolved',
    });
    const closed = await c.call(c.staff.Admin, 'POST', `/api/admin/tickets/${id}/status`, {
      status: 'closed',
    });
    expect(closed.json).toMatchObject({ status: 'closed' });
    expect((closed.json as { closed_at: string | null }).closed_at).not.toBeNull();

    const before = await snapshot(c.db);
    const reopen = await c.call(c.staff.Support, 'POST', `/api/admin/tickets/${id}/status`, {
      status: 'open',
    });
    expect(reopen.status).toBe(409);
    const toReviewer = await c.call(c.staff.Support, 'POST', `/api/admin/tickets/${id}/assign`, {
      assigned_to: c.staff.Reviewer.user.id,
    });
    expect(toReviewer.status).toBe(400);
    const replyClosed = await c.call(c.staff.Support, 'POST', `/api/admin/tickets/${id}/reply`, {
      message: 'late',
    });
    expect(replyClosed.status).toBe(409);
    const reviewerReads = await c.call(c.staff.Reviewer, 'GET', `/api/admin/tickets/${id}`);
    expect(reviewerReads.status).toBe(403);
    expect(await snapshot(c.db)).toEqual(before);

    const unassigned = await c.call(c.staff.Admin, 'POST', `/api/admin/tickets/${id}/assign`, {
      assigned_to: null,
    });
    expect(unassigned.json).toMatchObject({ assigned_to: null });
    const actions = await c.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'ticket.assign',
      'ticket.status',
      'ticket.status',
      'ticket.assign',
    ]);
  });
});
