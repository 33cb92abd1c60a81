import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the catalogue', () => {
  let t: TestApp;
  let owner: TestUser;
  let visitor: TestUser;
  let visitorSession: Session;
  let ownerSession: Session;
  let published: string[];
  let draft: string;

  const db = () => t.database.db;
  const detail = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/property/property/${id}`, headers });
  const view = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/property/increase-view/${id}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(db());
    visitor = await createUser(db());
    ownerSession = await login(t.app, owner);
    visitorSession = await login(t.app, visitor);
    published = [];
    const categories = ['rental', 'sale', 'lease', 'shared', 'hostel'] as const;
    for (let i = 0; i < 10; i++) {
      const { id } = await createProperty(db(), owner.id, {
        title: `Listing ${i}`,
        views: i * 10,
        category: categories[i % 5],
        mobile_phone: '+2348030000000',
        created_at: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      published.push(id);
    }
    draft = (await createProperty(db(), owner.id, { title: 'Draft', status: 'draft', views: 1000 })).id;
    await db()
      .insertInto('wishlists')
      .values({ user_id: visitor.id, property_id: published[9] as string })
      .execute();
  });
  afterAll(() => t.close());

  it('GET /display answers three sections of published listings with srcset-ready images', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/property/display',
      headers: visitorSession.auth,
    });
    expect(res.statusCode).toBe(200);
    const { properties1, properties2, properties3 } = res.json().data;
    // Popular: most viewed first.
    expect(properties1.map((p: { title: string }) => p.title).slice(0, 3)).toEqual([
      'Listing 9',
      'Listing 8',
      'Listing 7',
    ]);
    // A wide variety: every category appears.
    expect(new Set(properties2.map((p: { category: string }) => p.category))).toEqual(
      new Set(['rental', 'sale', 'lease', 'shared', 'hostel']),
    );
    // Newest first.
    expect(properties3[0].title).toBe('Listing 9');
    const all = [...properties1, ...properties2, ...properties3];
    expect(all.some((p: { title: string }) => p.title === 'Draft')).toBe(false);
    const liked = properties1.find((p: { id: string }) => p.id === published[9]);
    expect(liked.isLiked).toBe(true);
    expect(properties1[1].isLiked).toBe(false);
    expect(liked.images).toHaveLength(3);
    expect(liked.images[0]).toMatch(/^\/media\/test\/.+\/0\/640\.webp$/);
    expect(liked.image_set[0].srcset).toBe(`${liked.images[0]} 640w`);
  });

  it('GET /display personalises a cached answer: anonymous callers see nothing liked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/property/display' });
    expect(res.json().data.properties1.every((p: { isLiked: boolean }) => p.isLiked === false)).toBe(true);
  });

  it('GET /trending ranks last week’s views, falling back to all-time views', async () => {
    await db()
      .insertInto('property_views')
      .values([
        { property_id: published[0] as string, viewer_key: 'a' },
        { property_id: published[0] as string, viewer_key: 'b' },
        { property_id: published[1] as string, viewer_key: 'a' },
      ])
      .execute();
    // Trending is cached for a minute; a fresh app sees the new views.
    const fresh = await import('../src/app').then(({ buildApp }) => buildApp(t.app.config));
    try {
      const res = await fresh.inject({ method: 'GET', url: '/api/v1/property/trending' });
      expect(res.statusCode).toBe(200);
      const titles = res.json().data.map((p: { title: string }) => p.title);
      expect(titles.slice(0, 4)).toEqual(['Listing 0', 'Listing 1', 'Listing 9', 'Listing 8']);
      expect(titles).toHaveLength(10);
      expect(titles).not.toContain('Draft');
    } finally {
      await fresh.close();
    }
  });

  describe('POST /property/{id}', () => {
    it('gives anonymous callers the record without the owner’s phone', async () => {
      const res = await detail(published[3] as string);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ id: published[3], title: 'Listing 3', state: 'Lagos', isLiked: false });
      expect(data).not.toHaveProperty('mobile_phone');
      expect(data.image_set).toHaveLength(3);
    });

    it('gives signed-in callers the phone and their saved state', async () => {
      const res = await detail(published[9] as string, visitorSession.auth);
      expect(res.json().data).toMatchObject({ mobile_phone: '+2348030000000', isLiked: true });
    });

    it('hides drafts from everyone but the owner and staff', async () => {
      expect((await detail(draft)).statusCode).toBe(404);
      expect((await detail(draft, visitorSession.auth)).statusCode).toBe(404);
      expect((await detail(draft, ownerSession.auth)).json().data.status).toBe('draft');
      const staff = await createUser(db(), { staff_role: 'Admin' });
      expect((await detail(draft, (await login(t.app, staff)).auth)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await detail(UNKNOWN)).statusCode).toBe(404);
      const bad = await detail('not-an-id');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().status).toBe('fail');
    });

    it('stops revealing phones to one account after 60 an hour', async () => {
      const scraper = await createUser(db());
      const auth = (await login(t.app, scraper)).auth;
      for (let i = 0; i < 60; i++) {
        expect((await detail(published[i % 10] as string, auth)).json().data.mobile_phone).toBe(
          '+2348030000000',
        );
      }
      const limited = await detail(published[0] as string, auth);
      expect(limited.statusCode).toBe(200);
      expect(limited.json().data).not.toHaveProperty('mobile_phone');
      // The owner always sees their own number.
      for (let i = 0; i < 3; i++) {
        expect(
          (await detail(published[1] as string, ownerSession.auth)).json().data.mobile_phone,
        ).toBeDefined();
      }
    });
  });

  describe('GET /increase-view/{id}', () => {
    const viewsOf = async (id: string) =>
      (await db().selectFrom('properties').select('views').where('id', '=', id).executeTakeFirstOrThrow())
        .views;

    it('counts one view per anonymous browser per day', async () => {
      const id = published[5] as string;
      const before = await viewsOf(id);
      const first = await view(id, { 'user-agent': 'Browser A' });
      expect(first.json().data).toEqual({ counted: true, views: before + 1 });
      const again = await view(id, { 'user-agent': 'Browser A' });
      expect(again.json().data).toEqual({ counted: false, views: before + 1 });
      expect((await view(id, { 'user-agent': 'Browser B' })).json().data.counted).toBe(true);
      expect(await viewsOf(id)).toBe(before + 2);
    });

    it('counts one view per signed-in user per day, whatever the browser', async () => {
      const id = published[6] as string;
      const before = await viewsOf(id);
      await view(id, { ...visitorSession.auth, 'user-agent': 'Phone' });
      await view(id, { ...visitorSession.auth, 'user-agent': 'Laptop' });
      expect(await viewsOf(id)).toBe(before + 1);
    });

    it('counts concurrent first views once', async () => {
      const id = published[7] as string;
      const before = await viewsOf(id);
      const results = await Promise.all(Array.from({ length: 5 }, () => view(id, ownerSession.auth)));
      expect(results.filter((res) => res.json().data.counted)).toHaveLength(1);
      expect(await viewsOf(id)).toBe(before + 1);
    });

    it('answers 404 for unknown and unpublished listings', async () => {
      expect((await view(UNKNOWN)).statusCode).toBe(404);
      expect((await view(draft)).statusCode).toBe(404);
    });
  });
});
