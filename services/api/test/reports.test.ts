import type { Db } from '@ile/db';
import { REPORTS_PER_HOUR } from '@ile/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type Session } from './helpers/accounts';
import { createAgent } from './helpers/community';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Rows a refused report must leave as they were. */
export async function reportWrites(db: Db) {
  const count = async (table: 'reports' | 'notices' | 'outbox_events') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const statuses = await db.selectFrom('properties').select(['id', 'status']).orderBy('id').execute();
  return {
    reports: await count('reports'),
    notices: await count('notices'),
    outbox: await count('outbox_events'),
    statuses,
  };
}

describe('POST /api/v1/reports', () => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const person = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    // A signed token rather than a login: these tests make more people than the login throttle allows.
    const user = await createUser(db(), overrides);
    const accessToken = t.app.signAccessToken({
      userId: user.id,
      email: user.email,
      role: 'EndUser',
      staffRole: null,
    });
    const session: Session = {
      accessToken,
      refreshToken: '',
      auth: { authorization: `Bearer ${accessToken}` },
    };
    return { user, session };
  };
  const verified = () => person({ identity_verified_at: new Date() });
  const report = (session: Session | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reports', headers: session?.auth ?? {}, payload });
  const reportListing = (session: Session, targetId: string, reason = 'asks_for_money') =>
    report(session, { targetType: 'property', targetId, reason, details: 'Wanted a deposit first' });
  const statusOf = async (id: string) =>
    (await db().selectFrom('properties').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const eventsOf = (type: string, propertyId: string) =>
    db()
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', type)
      .where(sql`payload->>'propertyId'`, '=', propertyId)
      .execute();
  const noticesOf = (userId: string) =>
    db().selectFrom('notices').selectAll().where('recipient_id', '=', userId).orderBy('created_at').execute();

  async function conversationWith(a: string, b: string, senderId: string, body = 'Send ₦50,000 to view') {
    const [userA, userB] = [a, b].sort() as [string, string];
    const conversation = await db()
      .insertInto('conversations')
      .values({ user_a_id: userA, user_b_id: userB })
      .returning('id')
      .executeTakeFirstOrThrow();
    return db()
      .insertInto('messages')
      .values({ conversation_id: conversation.id, sender_id: senderId, body })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('refuses a caller who is not signed in, and writes nothing', async () => {
    const owner = await person();
    const { id } = await createProperty(db(), owner.user.id);
    const before = await reportWrites(db());
    const res = await report(null, { targetType: 'property', targetId: id, reason: 'duplicate' });
    expect(res.statusCode).toBe(401);
    expect(await reportWrites(db())).toEqual(before);
  });

  it('records a report of a listing, a person, a review and a received message', async () => {
    const reporter = await person();
    const owner = await person();
    const { id: propertyId } = await createProperty(db(), owner.user.id);
    const agent = await createAgent(db());
    const review = await db()
      .insertInto('reviews')
      .values({
        author_id: owner.user.id,
        target_type: 'agent',
        agent_id: agent.agentId,
        rating: 1,
        comment: 'Terrible, a scam',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await conversationWith(reporter.user.id, owner.user.id, owner.user.id);

    const targets = [
      { targetType: 'property', targetId: propertyId, reason: 'fake_or_unavailable' },
      { targetType: 'user', targetId: agent.user.id, reason: 'asks_for_money' },
      { targetType: 'review', targetId: review.id, reason: 'offensive' },
      { targetType: 'message', targetId: message.id, reason: 'other', details: 'Asked me to pay to view' },
    ];
    for (const target of targets) {
      const res = await report(reporter.session, target);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'success',
        data: { ...target, status: 'open', details: target.details ?? null },
      });
    }
    const rows = await db()
      .selectFrom('reports')
      .selectAll()
      .where('reporter_id', '=', reporter.user.id)
      .execute();
    expect(rows.map((row) => row.target_type).sort()).toEqual(['message', 'property', 'review', 'user']);
    // One verified-less report holds nothing.
    expect(await statusOf(propertyId)).toBe('published');
  });

  it('answers 404 for an unknown, deleted, draft, hidden or someone else’s target, writing nothing', async () => {
    const reporter = await person();
    const owner = await person();
    const stranger = await person();
    const { id: draft } = await createProperty(db(), owner.user.id, { status: 'draft' });
    const { id: deleted } = await createProperty(db(), owner.user.id, { status: 'deleted' });
    const gone = await person({ deleted_at: new Date() });
    const agent = await createAgent(db());
    const hidden = await db()
      .insertInto('reviews')
      .values({
        author_id: owner.user.id,
        target_type: 'agent',
        agent_id: agent.agentId,
        rating: 2,
        comment: 'Hidden already',
        hidden_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A message between two other people: the reporter cannot see it.
    const others = await conversationWith(owner.user.id, stranger.user.id, owner.user.id);

    const before = await reportWrites(db());
    for (const [targetType, targetId] of [
      ['property', UNKNOWN_ID],
      ['property', draft],
      ['property', deleted],
      ['user', UNKNOWN_ID],
      ['user', gone.user.id],
      ['review', UNKNOWN_ID],
      ['review', hidden.id],
      ['message', UNKNOWN_ID],
      ['message', others.id],
    ] as const) {
      const res = await report(reporter.session, { targetType, targetId, reason: 'duplicate' });
      expect(res.statusCode, `${targetType} ${targetId}`).toBe(404);
      expect(res.json()).toMatchObject({ status: 'fail', message: expect.stringMatching(/^No such /) });
    }
    expect(await reportWrites(db())).toEqual(before);
  });

  it('refuses reporting one’s own listing, profile, review or message (403), writing nothing', async () => {
    const me = await person();
    const other = await person();
    const { id: propertyId } = await createProperty(db(), me.user.id);
    const agent = await createAgent(db());
    const review = await db()
      .insertInto('reviews')
      .values({
        author_id: me.user.id,
        target_type: 'agent',
        agent_id: agent.agentId,
        rating: 5,
        comment: 'Great',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await conversationWith(me.user.id, other.user.id, me.user.id);
    const before = await reportWrites(db());
    for (const [targetType, targetId, noun] of [
      ['property', propertyId, 'listing'],
      ['user', me.user.id, 'profile'],
      ['review', review.id, 'review'],
      ['message', message.id, 'message'],
    ] as const) {
      const res = await report(me.session, { targetType, targetId, reason: 'offensive' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(`You cannot report your own ${noun}`);
    }
    expect(await reportWrites(db())).toEqual(before);
  });

  it('refuses a second open report on the same target (409), and takes a new one once decided', async () => {
    const reporter = await person();
    const owner = await person();
    const { id } = await createProperty(db(), owner.user.id);
    expect((await reportListing(reporter.session, id)).statusCode).toBe(201);
    const before = await reportWrites(db());
    const again = await reportListing(reporter.session, id, 'duplicate');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this; our team is looking at it');
    expect(await reportWrites(db())).toEqual(before);

    await db()
      .updateTable('reports')
      .set({ status: 'dismissed', outcome: 'dismissed', decided_at: new Date() })
      .where('reporter_id', '=', reporter.user.id)
      .execute();
    expect((await reportListing(reporter.session, id)).statusCode).toBe(201);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const reporter = await person();
    const owner = await person();
    const { id } = await createProperty(db(), owner.user.id);
    const before = await reportWrites(db());
    const cases = [
      { targetType: 'agency', targetId: id, reason: 'duplicate' },
      { targetType: 'property', targetId: 'not-a-uuid', reason: 'duplicate' },
      { targetType: 'property', targetId: id, reason: 'ugly' },
      { targetType: 'property', targetId: id, reason: 'other' },
      { targetType: 'property', targetId: id, reason: 'other', details: '   ' },
      { targetType: 'property', targetId: id, reason: 'duplicate', details: 'x'.repeat(2001) },
    ];
    for (const payload of cases) {
      const res = await report(reporter.session, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe('fail');
    }
    expect(await reportWrites(db())).toEqual(before);
  });

  describe('the hold rule: three different verified reporters within 7 days', () => {
    it('holds at the third verified reporter, not the second, and tells the owner', async () => {
      const owner = await person();
      const { id } = await createProperty(db(), owner.user.id, { title: 'Too good to be true' });
      const [a, b, c] = [await verified(), await verified(), await verified()];
      expect((await reportListing(a.session, id)).statusCode).toBe(201);
      expect((await reportListing(b.session, id)).statusCode).toBe(201);
      expect(await statusOf(id)).toBe('published');
      expect(await noticesOf(owner.user.id)).toHaveLength(0);

      expect((await reportListing(c.session, id)).statusCode).toBe(201);
      expect(await statusOf(id)).toBe('held');
      const notices = await noticesOf(owner.user.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        heading: 'Your listing “Too good to be true” is under review',
        link: '/manage/listings',
      });
      expect(notices[0]?.description).toContain('Several verified users reported it');
      expect(await eventsOf('property.held', id)).toEqual([
        { payload: { propertyId: id, ownerId: owner.user.id } },
      ]);

      // Out of search: the public search and the listing page no longer show it.
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/v1/property/search?q=Too%20good%20to%20be%20true',
      });
      expect(JSON.stringify(search.json())).not.toContain(id);

      // A fourth report is taken; the listing is not held twice.
      const d = await verified();
      expect((await reportListing(d.session, id)).statusCode).toBe(201);
      expect(await eventsOf('property.held', id)).toHaveLength(1);
      expect(await noticesOf(owner.user.id)).toHaveLength(1);
    });

    it('does not count unverified reporters', async () => {
      const owner = await person();
      const { id } = await createProperty(db(), owner.user.id);
      for (let i = 0; i < 3; i++)
        expect((await reportListing((await person()).session, id)).statusCode).toBe(201);
      expect((await reportListing((await verified()).session, id)).statusCode).toBe(201);
      expect((await reportListing((await verified()).session, id)).statusCode).toBe(201);
      expect(await statusOf(id)).toBe('published');
      expect((await reportListing((await verified()).session, id)).statusCode).toBe(201);
      expect(await statusOf(id)).toBe('held');
    });

    it('does not count reports older than 7 days, nor decided ones', async () => {
      const owner = await person();
      const { id } = await createProperty(db(), owner.user.id);
      const [old, decided, a, b] = [await verified(), await verified(), await verified(), await verified()];
      expect((await reportListing(old.session, id)).statusCode).toBe(201);
      expect((await reportListing(decided.session, id)).statusCode).toBe(201);
      await db()
        .updateTable('reports')
        .set({ created_at: sql<Date>`now() - interval '8 days'` })
        .where('reporter_id', '=', old.user.id)
        .execute();
      await db()
        .updateTable('reports')
        .set({ status: 'dismissed', outcome: 'dismissed', decided_at: new Date() })
        .where('reporter_id', '=', decided.user.id)
        .execute();
      expect((await reportListing(a.session, id)).statusCode).toBe(201);
      expect((await reportListing(b.session, id)).statusCode).toBe(201);
      expect(await statusOf(id)).toBe('published');
      // Six days ago still counts.
      await db()
        .updateTable('reports')
        .set({ created_at: sql<Date>`now() - interval '6 days'` })
        .where('reporter_id', '=', old.user.id)
        .execute();
      expect((await reportListing((await verified()).session, id)).statusCode).toBe(201);
      expect(await statusOf(id)).toBe('held');
    });

    it('holds only a published listing', async () => {
      const owner = await person();
      const { id } = await createProperty(db(), owner.user.id, { status: 'unpublished' });
      for (let i = 0; i < 3; i++)
        expect((await reportListing((await verified()).session, id)).statusCode).toBe(201);
      expect(await statusOf(id)).toBe('unpublished');
      expect(await eventsOf('property.held', id)).toHaveLength(0);
    });

    it('two reports at once: exactly one hold, never none and never two', async () => {
      for (let round = 0; round < 4; round++) {
        const owner = await person();
        const { id } = await createProperty(db(), owner.user.id);
        expect((await reportListing((await verified()).session, id)).statusCode).toBe(201);
        const [x, y] = [await verified(), await verified()];
        const answers = await Promise.all([reportListing(x.session, id), reportListing(y.session, id)]);
        expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
        expect(await statusOf(id)).toBe('held');
        expect(await eventsOf('property.held', id)).toHaveLength(1);
        expect(await noticesOf(owner.user.id)).toHaveLength(1);
      }
    });

    it('the same reporter twice at once: one report, one 409', async () => {
      const owner = await person();
      const { id } = await createProperty(db(), owner.user.id);
      const reporter = await verified();
      const answers = await Promise.all([
        reportListing(reporter.session, id),
        reportListing(reporter.session, id),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const rows = await db().selectFrom('reports').select('id').where('target_id', '=', id).execute();
      expect(rows).toHaveLength(1);
    });
  });

  it(`throttles a reporter after ${REPORTS_PER_HOUR} reports an hour (429 with Retry-After), writing nothing`, async () => {
    const reporter = await person();
    const owner = await person();
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      const { id } = await createProperty(db(), owner.user.id, {}, 0);
      expect((await reportListing(reporter.session, id)).statusCode).toBe(201);
    }
    const { id } = await createProperty(db(), owner.user.id, {}, 0);
    const before = await reportWrites(db());
    const res = await reportListing(reporter.session, id);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reportWrites(db())).toEqual(before);
    // Someone else is not throttled by it.
    expect((await reportListing((await person()).session, id)).statusCode).toBe(201);
  });
});
