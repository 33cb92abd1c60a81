import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../helpers/community';
import { createProperty } from '../helpers/listings';
import { type Console, snapshot, startConsole } from './console';

describe('/api/admin moderation: properties, reviews, notices', () => {
  let c: Console;

  beforeAll(async () => {
    c = await startConsole();
  });
  afterAll(() => c.close());

  describe('properties', () => {
    it('unpublishes and republishes, each once, audited', async () => {
      const owner = await c.newPerson();
      const { id } = await createProperty(c.db, owner.user.id, { published_at: new Date() });
      const down = await c.call(c.staff.Reviewer, 'POST', `/api/admin/properties/${id}/unpublish`);
      expect(down.json).toMatchObject({ id, status: 'unpublished' });
      const before = await snapshot(c.db);
      expect((await c.call(c.staff.Reviewer, 'POST', `/api/admin/properties/${id}/unpublish`)).status).toBe(
        409,
      );
      expect(await snapshot(c.db)).toEqual(before);
      const up = await c.call(c.staff.Admin, 'POST', `/api/admin/properties/${id}/republish`);
      expect(up.json).toMatchObject({ status: 'published' });
      const events = await c.db
        .selectFrom('outbox_events')
        .select('payload')
        .where('event_type', '=', 'property.published')
        .execute();
      expect(events.some((e) => e.payload.propertyId === id)).toBe(true);
      const actions = await c.db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('resource', '=', 'properties')
        .where('resource_id', '=', id)
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['property.unpublish', 'property.republish']);
      expect(actions[0]).toMatchObject({ before: { status: 'published' }, after: { status: 'unpublished' } });
    });

    it('edits with the edit form’s rules (through the manage service and its audit)', async () => {
      const owner = await c.newPerson();
      const { id } = await createProperty(c.db, owner.user.id, { mobile_phone: '+2348031234567' });
      const reviewer = c.client(c.staff.Reviewer);
      const { data } = await reviewer.getOne('properties', { id });
      expect(data).toMatchObject({ id, status: 'published', owner_id: owner.user.id, image_count: 3 });
      expect(data.images[0]).toMatchObject({ status: 'processed', url: expect.stringMatching(/^\/media\//) });

      const edited = await reviewer.update('properties', {
        id,
        data: { ...data, title: 'Renovated terrace in Lekki', price: 5_000_000, state_code: 'LA' },
        previousData: data,
      });
      expect(edited.data).toMatchObject({
        title: 'Renovated terrace in Lekki',
        price: 5_000_000,
        status: 'published',
      });
      const audit = await c.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'after'])
        .where('resource', '=', 'properties')
        .where('resource_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'property.update', actor_id: c.staff.Reviewer.user.id });

      const before = await snapshot(c.db);
      const bad = await c.call(c.staff.Reviewer, 'PUT', `/api/admin/properties/${id}`, { price: -5 });
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ status: 'fail', errors: { price: expect.any(Array) } });
      const badStatus = await c.call(c.staff.Reviewer, 'PUT', `/api/admin/properties/${id}`, {
        status: 'deleted',
      });
      expect(badStatus.status).toBe(400);
      expect(await snapshot(c.db)).toEqual(before);

      // Sending the record back with only the status changed unpublishes it, nothing else.
      const toggled = await reviewer.update('properties', {
        id,
        data: { ...edited.data, status: 'unpublished' },
        previousData: edited.data,
      });
      expect(toggled.data).toMatchObject({ status: 'unpublished', title: 'Renovated terrace in Lekki' });
      const actions = await c.db
        .selectFrom('audit_log')
        .select('action')
        .where('resource_id', '=', id)
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['property.update', 'property.unpublish']);
    });

    it('is not for Support', async () => {
      expect((await c.call(c.staff.Support, 'GET', '/api/admin/properties')).status).toBe(403);
    });
  });

  describe('reviews', () => {
    it('hides and unhides; a hidden review leaves the public page', async () => {
      const { agentId } = await createAgent(c.db);
      const author = await c.newPerson();
      const review = await c.db
        .insertInto('reviews')
        .values({
          author_id: author.user.id,
          target_type: 'agent',
          agent_id: agentId,
          rating: 1,
          comment: 'Rude and late',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const publicCount = async () =>
        (
          (await c.call(null, 'POST', '/api/v1/review/reviews', { type: 'agent', id: agentId })).json as {
            data: { count: number };
          }
        ).data.count;
      expect(await publicCount()).toBe(1);

      const hidden = await c.call(c.staff.Reviewer, 'POST', `/api/admin/reviews/${review.id}/hide`);
      expect(hidden.json).toMatchObject({
        id: review.id,
        hidden: true,
        target_type: 'agent',
        target_name: 'Tunde Bello',
      });
      expect(await publicCount()).toBe(0);
      expect((await c.call(c.staff.Reviewer, 'POST', `/api/admin/reviews/${review.id}/hide`)).status).toBe(
        409,
      );
      const list = await c.client(c.staff.Reviewer).getList('reviews', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'rating', order: 'ASC' },
        filter: { hidden: true, agent_id: agentId },
      });
      expect(list.data.map((r) => r.id)).toEqual([review.id]);

      const reviewer = c.client(c.staff.Reviewer);
      const shown = await reviewer.update('reviews', {
        id: review.id,
        data: { ...list.data[0], hidden: false },
        previousData: list.data[0] as never,
      });
      expect(shown.data.hidden).toBe(false);
      expect(await publicCount()).toBe(1);
      const actions = await c.db
        .selectFrom('audit_log')
        .select('action')
        .where('resource_id', '=', review.id)
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['review.hide', 'review.unhide']);
    });
  });

  describe('notices', () => {
    it('publishes to an audience with notice.published in the outbox, and unpublishes', async () => {
      const support = c.client(c.staff.Support);
      const { data } = await support.create('notices', {
        data: { heading: 'New agent tools', description: 'Bulk upload is here', audience: 'agents' },
      });
      const id = String(data.id);
      const agentSession = await c.newPerson({ role: 'Agent' });
      const visible = async () =>
        JSON.stringify(
          (await c.call(agentSession, 'GET', `/api/v1/notice/notices?userId=${agentSession.user.id}`)).json,
        );
      expect(await visible()).not.toContain('New agent tools');

      const published = await c.call(c.staff.Support, 'POST', `/api/admin/notices/${id}/publish`);
      expect(published.json).toMatchObject({ published: true, audience: 'agents' });
      const events = await c.db
        .selectFrom('outbox_events')
        .select('payload')
        .where('event_type', '=', 'notice.published')
        .execute();
      expect(events.filter((e) => e.payload.noticeId === id)).toEqual([
        { payload: { noticeId: id, audience: 'agents' } },
      ]);
      expect(await visible()).toContain('New agent tools');

      const before = await snapshot(c.db);
      expect((await c.call(c.staff.Support, 'POST', `/api/admin/notices/${id}/publish`)).status).toBe(409);
      expect((await c.call(c.staff.Reviewer, 'POST', `/api/admin/notices/${id}/unpublish`)).status).toBe(403);
      expect(await snapshot(c.db)).toEqual(before);

      const unpublished = await c.call(c.staff.Admin, 'POST', `/api/admin/notices/${id}/unpublish`);
      expect(unpublished.json).toMatchObject({ published: false, published_at: null });
      expect(await visible()).not.toContain('New agent tools');
      expect((await c.call(c.staff.Admin, 'POST', `/api/admin/notices/${id}/unpublish`)).status).toBe(409);
    });

    it('does not list or touch the personal notices the system writes', async () => {
      const person = await c.newPerson();
      const personal = await c.db
        .insertInto('notices')
        .values({
          heading: 'Your application was approved',
          description: 'x',
          audience: 'end_users',
          recipient_id: person.user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await c.call(c.staff.Admin, 'GET', `/api/admin/notices/${personal.id}`)).status).toBe(404);
      expect((await c.call(c.staff.Admin, 'DELETE', `/api/admin/notices/${personal.id}`)).status).toBe(404);
    });

    it('refuses a notice without a heading or with an unknown audience', async () => {
      const before = await snapshot(c.db);
      for (const body of [
        { description: 'x', audience: 'agents' },
        { heading: 'x', description: 'x', audience: 'martians' },
      ]) {
        expect((await c.call(c.staff.Support, 'POST', '/api/admin/notices', body)).status).toBe(400);
      }
      expect(await snapshot(c.db)).toEqual(before);
    });
  });
});
