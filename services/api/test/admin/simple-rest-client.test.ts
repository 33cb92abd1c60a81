import { randomUUID } from 'node:crypto';
import { HttpError } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../helpers/listings';
import { type Console, snapshot, startConsole } from './console';

/** The console's own data provider (ra-data-simple-rest over fetchUtils.fetchJson) against a listening app. */
describe('/api/admin through ra-data-simple-rest', () => {
  let c: Console;
  const headings = Array.from({ length: 30 }, (_, i) => `Notice ${String(i).padStart(2, '0')}`);

  beforeAll(async () => {
    c = await startConsole();
    const admin = c.client(c.staff.Admin);
    for (const [i, heading] of headings.entries()) {
      await admin.create('notices', {
        data: {
          heading,
          description: `Body of ${heading}`,
          audience: i % 3 === 0 ? 'agents' : 'everyone',
          published: i % 2 === 0,
        },
      });
    }
  });
  afterAll(() => c.close());

  describe('getList', () => {
    it('sorts, pages and counts with Content-Range', async () => {
      const support = c.client(c.staff.Support);
      const first = await support.getList('notices', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'heading', order: 'ASC' },
        filter: {},
      });
      expect(first.total).toBe(30);
      expect(first.data.map((n) => n.heading)).toEqual(headings.slice(0, 10));
      const third = await support.getList('notices', {
        pagination: { page: 3, perPage: 10 },
        sort: { field: 'heading', order: 'DESC' },
        filter: {},
      });
      expect(third.total).toBe(30);
      expect(third.data.map((n) => n.heading)).toEqual([...headings].reverse().slice(20, 30));
    });

    it('filters (audience, published, q) and the total follows the filter', async () => {
      const support = c.client(c.staff.Support);
      const agents = await support.getList('notices', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'heading', order: 'ASC' },
        filter: { audience: 'agents', published: true },
      });
      // i % 3 === 0 and i % 2 === 0: 0, 6, 12, 18, 24
      expect(agents.total).toBe(5);
      expect(agents.data.every((n) => n.audience === 'agents' && n.published)).toBe(true);
      const searched = await support.getList('notices', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'heading', order: 'ASC' },
        filter: { q: 'notice 2' },
      });
      expect(searched.data.map((n) => n.heading)).toEqual(headings.slice(20, 30));
      expect(searched.total).toBe(10);
    });

    it('answers the exact header simple-rest parses', async () => {
      const res = await fetch(
        `${c.origin}/api/admin/notices?sort=${encodeURIComponent('["heading","ASC"]')}&range=${encodeURIComponent('[0,24]')}`,
        { headers: c.staff.Support.session.auth },
      );
      expect(res.headers.get('content-range')).toBe('notices 0-24/30');
      const empty = await fetch(
        `${c.origin}/api/admin/notices?filter=${encodeURIComponent('{"q":"nothing like this"}')}`,
        { headers: c.staff.Support.session.auth },
      );
      expect(empty.headers.get('content-range')).toBe('notices */0');
      expect(await empty.json()).toEqual([]);
    });

    it('exposes Content-Range to the console’s origin through CORS', async () => {
      const res = await fetch(`${c.origin}/api/admin/notices`, {
        headers: { ...c.staff.Support.session.auth, origin: 'http://localhost:5174' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
      expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('content-range');
      for (const method of ['PUT', 'DELETE']) {
        const preflight = await fetch(`${c.origin}/api/admin/notices/${randomUUID()}`, {
          method: 'OPTIONS',
          headers: {
            origin: 'http://localhost:5174',
            'access-control-request-method': method,
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-methods')).toContain(method);
      }
    });
  });

  it('getOne, getMany, update, create and delete', async () => {
    const support = c.client(c.staff.Support);
    const created = await support.create('notices', {
      data: { heading: 'Water outage', description: 'Lekki phase 1, Saturday', audience: 'end_users' },
    });
    expect(created.data).toMatchObject({ heading: 'Water outage', published: false, published_at: null });
    const id = String(created.data.id);

    const one = await support.getOne('notices', { id });
    expect(one.data).toMatchObject({ id, audience: 'end_users', created_by: c.staff.Support.user.id });

    const list = await support.getList('notices', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    const many = await support.getMany('notices', { ids: [id, String(list.data[1]?.id)] });
    expect(many.data.map((n) => n.id).sort()).toEqual([id, String(list.data[1]?.id)].sort());

    const updated = await support.update('notices', {
      id,
      data: { ...one.data, heading: 'Water outage (updated)', published: true },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({ heading: 'Water outage (updated)', published: true });
    const published = await c.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', 'notice.published')
      .execute();
    expect(published.some((row) => row.payload.noticeId === id)).toBe(true);

    const deleted = await support.delete('notices', { id, previousData: updated.data });
    expect(deleted.data.id).toBe(id);
    await expect(support.getOne('notices', { id })).rejects.toMatchObject({ status: 404 });

    const audit = await c.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'actor_role', 'request_id'])
      .where('resource', '=', 'notices')
      .where('resource_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'notice.create',
      'notice.update_and_publish',
      'notice.delete',
    ]);
    expect(
      audit.every((row) => row.actor_id === c.staff.Support.user.id && row.actor_role === 'Support'),
    ).toBe(true);
    expect(audit.every((row) => row.request_id)).toBe(true);
  });

  it('lists other resources the same way (users by search, properties by filter)', async () => {
    const owner = await c.newPerson({ first_name: 'Olumide', last_name: 'Bankole' });
    await createProperty(c.db, owner.user.id, { title: 'Duplex in Ikoyi', state_code: 'LA' });
    await createProperty(c.db, owner.user.id, {
      title: 'Bungalow in Freetown',
      country: 'SL',
      state: 'Western Area Urban',
      state_code: 'WU',
      currency: 'SLE',
    });
    const admin = c.client(c.staff.Admin);
    const users = await admin.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'last_name', order: 'ASC' },
      filter: { q: 'bankole' },
    });
    expect(users.total).toBe(1);
    expect(users.data[0]).toMatchObject({ id: owner.user.id, listings_count: 2 });
    const reviewer = c.client(c.staff.Reviewer);
    const listings = await reviewer.getManyReference('properties', {
      target: 'owner_id',
      id: owner.user.id,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: { country: 'SL' },
    });
    expect(listings.total).toBe(1);
    expect(listings.data[0]).toMatchObject({
      title: 'Bungalow in Freetown',
      owner_id: owner.user.id,
      image_count: 3,
    });
  });

  describe('bad queries: a clear 400, nothing run, nothing written', () => {
    const cases: [string, string][] = [
      ['malformed range', 'range=[0,'],
      ['negative range', 'range=[-5,4]'],
      ['reversed range', 'range=[10,2]'],
      ['huge range', 'range=[0,100000]'],
      ['range of strings', 'range=["a","b"]'],
      ['malformed sort', 'sort=["heading"'],
      ['unknown sort field', 'sort=["password_hash","ASC"]'],
      ['bad sort order', 'sort=["heading","SIDEWAYS"]'],
      ['malformed filter', 'filter={"q":'],
      ['unknown filter field', 'filter={"colour":"red"}'],
      ['filter of the wrong type', 'filter={"published":"perhaps"}'],
    ];
    for (const [name, query] of cases) {
      it(name, async () => {
        const before = await snapshot(c.db);
        const [key, value] = query.split('=') as [string, string];
        const res = await c.call(
          c.staff.Admin,
          'GET',
          `/api/admin/notices?${key}=${encodeURIComponent(value)}`,
        );
        expect(res.status).toBe(400);
        expect(res.json).toMatchObject({
          status: 'fail',
          message: expect.stringContaining(`Invalid ${key}`),
        });
        expect(await snapshot(c.db)).toEqual(before);
      });
    }

    it('the data provider surfaces the server’s message', async () => {
      const admin = c.client(c.staff.Admin);
      const error = await admin
        .getList('notices', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'colour', order: 'ASC' },
          filter: {},
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).message).toContain('cannot sort by colour');
    });
  });
});
