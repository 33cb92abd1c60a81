import type { ReportReason, ReportTargetType } from '@ile/shared';
import type { ReportTargetRecord } from '@ile/shared/contracts/admin/reports';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../helpers/community';
import { createProperty } from '../helpers/listings';
import { type Console, type Person, snapshot, startConsole } from './console';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('/api/admin/reports: the Reports queue and its decisions', () => {
  let c: Console;

  beforeAll(async () => {
    c = await startConsole();
  });
  afterAll(() => c.close());

  /** Reports straight into the table (the site route is tested in reports.test.ts). */
  async function reportBy(
    reporter: Person,
    targetType: ReportTargetType,
    targetId: string,
    reason: ReportReason = 'asks_for_money',
    ageMinutes = 0,
  ) {
    return c.db
      .insertInto('reports')
      .values({
        reporter_id: reporter.user.id,
        target_type: targetType,
        target_id: targetId,
        reason,
        details: `Report by ${reporter.user.email}`,
        created_at: sql<Date>`now() - make_interval(mins => ${ageMinutes})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const audit = (resourceId: string) =>
    c.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'actor_id', 'before', 'after'])
      .where('resource_id', '=', resourceId)
      .orderBy('id')
      .execute();
  const events = (type: string, key: string, value: string) =>
    c.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', type)
      .where(sql`payload->>${key}`, '=', value)
      .execute();
  const noticesOf = (userId: string) =>
    c.db.selectFrom('notices').selectAll().where('recipient_id', '=', userId).execute();
  const statusOf = async (id: string) =>
    (await c.db.selectFrom('properties').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('lists one row per target with its context, counts and reasons; newest or most reported first', async () => {
    const owner = await c.newPerson({ first_name: 'Emeka', last_name: 'Owner' });
    const { id: busy } = await createProperty(c.db, owner.user.id, { title: 'Suspicious duplex in Ikoyi' });
    const { id: quiet } = await createProperty(c.db, owner.user.id, { title: 'Quiet bungalow' });
    const [a, b, r] = [await c.newPerson(), await c.newPerson(), await c.newPerson()];
    await reportBy(a, 'property', busy, 'asks_for_money', 30);
    await reportBy(b, 'property', busy, 'duplicate', 20);
    await reportBy(r, 'property', busy, 'asks_for_money', 10);
    await reportBy(a, 'property', quiet, 'wrong_details', 0);
    const agent = await createAgent(c.db);
    const review = await c.db
      .insertInto('reviews')
      .values({
        author_id: a.user.id,
        target_type: 'agent',
        agent_id: agent.agentId,
        rating: 1,
        comment: 'Rude!',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await reportBy(b, 'review', review.id, 'offensive', 5);

    const support = c.client(c.staff.Support);
    const newest = await support.getList<ReportTargetRecord>('reports', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'newest_report_at', order: 'DESC' },
      filter: { status: 'open' },
    });
    expect(newest.data.map((row) => row.id).slice(0, 3)).toEqual([quiet, review.id, busy]);
    const most = await support.getList<ReportTargetRecord>('reports', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'open_count', order: 'DESC' },
      filter: {},
    });
    expect(most.data[0]?.id).toBe(busy);
    expect(most.data[0]).toMatchObject({
      target_type: 'property',
      title: 'Suspicious duplex in Ikoyi',
      excerpt: 'Lekki, Lagos',
      owner_id: owner.user.id,
      owner_name: 'Emeka Owner',
      listing_status: 'published',
      site_link: `/property/${busy}`,
      status: 'open',
      open_count: 3,
      report_count: 3,
    });
    expect(most.data[0]?.reasons.sort()).toEqual(['asks_for_money', 'duplicate']);
    expect(most.data[0]?.reports.map((entry) => entry.reporter_id)).toEqual([
      r.user.id,
      b.user.id,
      a.user.id,
    ]);

    const { data: one } = await support.getOne<ReportTargetRecord>('reports', { id: review.id });
    expect(one).toMatchObject({
      target_type: 'review',
      title: expect.stringContaining('(1/5)'),
      excerpt: 'Rude!',
      review_hidden: false,
      site_link: `/agent/${agent.agentId}`,
    });
    const filtered = await support.getList<ReportTargetRecord>('reports', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'newest_report_at', order: 'DESC' },
      filter: { target_type: 'review', reason: 'offensive' },
    });
    expect(filtered.data.map((row) => row.id)).toEqual([review.id]);
    // Words in a report's details find its target.
    const searched = await support.getList<ReportTargetRecord>('reports', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'newest_report_at', order: 'DESC' },
      filter: { q: r.user.email },
    });
    expect(searched.data.map((row) => row.id)).toEqual([busy]);
    expect((await c.call(c.staff.Support, 'GET', `/api/admin/reports/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('who may decide: Reviewer and Admin; Support reads only; suspending is Admin only; refusals write nothing', async () => {
    const owner = await c.newPerson();
    const { id } = await createProperty(c.db, owner.user.id);
    await reportBy(await c.newPerson(), 'property', id);
    const before = await snapshot(c.db);
    for (const [person, path] of [
      [c.staff.Support, 'dismiss'],
      [c.staff.Support, 'unpublish'],
      [c.staff.Reviewer, 'suspend-user'],
      [c.staff.Support, 'suspend-user'],
      [c.member, 'dismiss'],
    ] as const) {
      const res = await c.call(person, 'POST', `/api/admin/reports/${id}/${path}`, {});
      expect(res.status, `${path}`).toBe(403);
    }
    expect((await c.call(null, 'POST', `/api/admin/reports/${id}/dismiss`, {})).status).toBe(401);
    expect((await c.call(c.member, 'GET', '/api/admin/reports')).status).toBe(403);
    expect(await snapshot(c.db)).toEqual(before);
  });

  it('dismiss: a held listing goes back into search; reporters and owner are told; audited', async () => {
    const owner = await c.newPerson();
    const { id } = await createProperty(c.db, owner.user.id, { status: 'held', title: 'Held flat' });
    const reporters = [await c.newPerson(), await c.newPerson(), await c.newPerson()];
    for (const reporter of reporters) await reportBy(reporter, 'property', id);

    const res = await c.call(c.staff.Reviewer, 'POST', `/api/admin/reports/${id}/dismiss`, {
      note: 'Checked by phone',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, status: 'closed', open_count: 0, listing_status: 'published' });
    expect(await statusOf(id)).toBe('published');
    const rows = await c.db.selectFrom('reports').selectAll().where('target_id', '=', id).execute();
    expect(rows.every((row) => row.status === 'dismissed' && row.outcome === 'dismissed')).toBe(true);
    expect(rows.every((row) => row.decided_by === c.staff.Reviewer.user.id && row.decided_at)).toBe(true);

    expect((await audit(id)).map((row) => row.action)).toEqual(['property.release', 'report.dismiss']);
    expect((await audit(id))[1]).toMatchObject({
      resource: 'reports',
      actor_id: c.staff.Reviewer.user.id,
      before: { target_type: 'property', open_reports: 3 },
      after: { outcome: 'dismissed', note: 'Checked by phone' },
    });
    for (const reporter of reporters) {
      const [notice] = await noticesOf(reporter.user.id);
      expect(notice).toMatchObject({
        heading: 'We have looked at the listing you reported',
        link: '/account/notifications',
      });
      expect(notice?.description).toContain('found nothing against our rules');
      expect(await events('report.decided', 'reporterId', reporter.user.id)).toEqual([
        { payload: expect.objectContaining({ targetId: id, targetType: 'property', outcome: 'dismissed' }) },
      ]);
    }
    const [ownerNotice] = await noticesOf(owner.user.id);
    expect(ownerNotice?.heading).toBe('Your listing “Held flat” is back in search');
    expect(await events('property.report_decided', 'propertyId', id)).toEqual([
      { payload: { propertyId: id, ownerId: owner.user.id, outcome: 'republished' } },
    ]);

    // Decided: a second decision is refused and changes nothing.
    const before = await snapshot(c.db);
    const again = await c.call(c.staff.Admin, 'POST', `/api/admin/reports/${id}/unpublish`, {});
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'Every report on this has been decided already' });
    expect(await snapshot(c.db)).toEqual(before);
  });

  it('dismiss on a listing that was not held leaves it as it is and tells only the reporters', async () => {
    const owner = await c.newPerson();
    const { id } = await createProperty(c.db, owner.user.id);
    const reporter = await c.newPerson();
    await reportBy(reporter, 'property', id);
    expect((await c.call(c.staff.Reviewer, 'POST', `/api/admin/reports/${id}/dismiss`, {})).status).toBe(200);
    expect(await statusOf(id)).toBe('published');
    expect(await noticesOf(owner.user.id)).toHaveLength(0);
    expect(await noticesOf(reporter.user.id)).toHaveLength(1);
    expect((await audit(id)).map((row) => row.action)).toEqual(['report.dismiss']);
  });

  it('unpublish: the listing leaves search through the properties rule, audited twice; owner and reporters told', async () => {
    const owner = await c.newPerson();
    const { id } = await createProperty(c.db, owner.user.id, { status: 'held', title: 'Fake villa' });
    const reporter = await c.newPerson();
    await reportBy(reporter, 'property', id);
    const res = await c.call(c.staff.Reviewer, 'POST', `/api/admin/reports/${id}/unpublish`, {});
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toBe('unpublished');
    expect((await audit(id)).map((row) => row.action)).toEqual(['property.unpublish', 'report.unpublish']);
    expect((await noticesOf(owner.user.id))[0]?.heading).toBe(
      'Your listing “Fake villa” has been taken down',
    );
    expect((await noticesOf(reporter.user.id))[0]?.description).toContain('The listing has been taken down');
    expect(await events('property.report_decided', 'propertyId', id)).toEqual([
      { payload: { propertyId: id, ownerId: owner.user.id, outcome: 'unpublished' } },
    ]);
    const [report] = await c.db.selectFrom('reports').selectAll().where('target_id', '=', id).execute();
    expect(report).toMatchObject({ status: 'actioned', outcome: 'unpublished' });
  });

  it('hide the review: hidden through the reviews rule; an action that does not fit the type is 409', async () => {
    const author = await c.newPerson();
    const agent = await createAgent(c.db);
    const review = await c.db
      .insertInto('reviews')
      .values({
        author_id: author.user.id,
        target_type: 'agent',
        agent_id: agent.agentId,
        rating: 1,
        comment: 'Slur',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reporter = await c.newPerson();
    await reportBy(reporter, 'review', review.id, 'offensive');

    const before = await snapshot(c.db);
    const wrong = await c.call(c.staff.Reviewer, 'POST', `/api/admin/reports/${review.id}/unpublish`, {});
    expect(wrong.status).toBe(409);
    expect(wrong.json).toMatchObject({ message: 'This action does not apply to a reported review' });
    expect(await snapshot(c.db)).toEqual(before);

    const res = await c.call(c.staff.Reviewer, 'POST', `/api/admin/reports/${review.id}/hide-review`, {});
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ review_hidden: true, status: 'closed' });
    const row = await c.db
      .selectFrom('reviews')
      .select('hidden_at')
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(row.hidden_at).not.toBeNull();
    expect((await audit(review.id)).map((entry) => entry.action)).toEqual([
      'review.hide',
      'report.hide_review',
    ]);
    expect((await noticesOf(reporter.user.id))[0]?.description).toContain('The review has been hidden');
    expect(await events('report.decided', 'targetId', review.id)).toHaveLength(1);
  });

  it('suspend the user (Admin): the message’s sender is suspended and signed out; reporters told', async () => {
    const sender = await c.newPerson();
    const reporter = await c.newPerson();
    const [userA, userB] = [sender.user.id, reporter.user.id].sort() as [string, string];
    const conversation = await c.db
      .insertInto('conversations')
      .values({ user_a_id: userA, user_b_id: userB })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await c.db
      .insertInto('messages')
      .values({ conversation_id: conversation.id, sender_id: sender.user.id, body: 'Pay me first' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await reportBy(reporter, 'message', message.id, 'asks_for_money');

    const { data } = await c
      .client(c.staff.Reviewer)
      .getOne<ReportTargetRecord>('reports', { id: message.id });
    expect(data).toMatchObject({ title: expect.stringContaining('Message from'), excerpt: 'Pay me first' });

    const res = await c.call(c.staff.Admin, 'POST', `/api/admin/reports/${message.id}/suspend-user`, {});
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ owner_id: sender.user.id, owner_suspended: true });
    const user = await c.db
      .selectFrom('users')
      .select('suspended_at')
      .where('id', '=', sender.user.id)
      .executeTakeFirstOrThrow();
    expect(user.suspended_at).not.toBeNull();
    const live = await c.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', sender.user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
    expect((await audit(sender.user.id)).map((entry) => entry.action)).toEqual(['user.suspend']);
    expect((await audit(message.id)).map((entry) => entry.action)).toEqual(['report.suspend_user']);
    expect((await noticesOf(reporter.user.id))[0]?.description).toContain('The account has been suspended');
  });

  it('two staff deciding at once: one decision wins, the other is 409, each reporter told once', async () => {
    const owner = await c.newPerson();
    const { id } = await createProperty(c.db, owner.user.id, { status: 'held' });
    const reporter = await c.newPerson();
    await reportBy(reporter, 'property', id);
    const answers = await Promise.all([
      c.call(c.staff.Reviewer, 'POST', `/api/admin/reports/${id}/dismiss`, {}),
      c.call(c.staff.Admin, 'POST', `/api/admin/reports/${id}/unpublish`, {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await noticesOf(reporter.user.id)).toHaveLength(1);
    expect(await events('report.decided', 'reporterId', reporter.user.id)).toHaveLength(1);
    expect(await noticesOf(owner.user.id)).toHaveLength(1);
    expect(['published', 'unpublished']).toContain(await statusOf(id));
  });

  it('an unknown target is 404 and writes nothing', async () => {
    const before = await snapshot(c.db);
    const res = await c.call(c.staff.Reviewer, 'POST', `/api/admin/reports/${UNKNOWN_ID}/dismiss`, {});
    expect(res.status).toBe(404);
    expect(await snapshot(c.db)).toEqual(before);
  });
});
