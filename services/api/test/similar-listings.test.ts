import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

// Issue 19, item 4: up to 6 published listings like one: same state and category, nearest price, then place.
describe('GET /api/v1/property/{id}/similar', () => {
  let t: TestApp;
  let owner: TestUser;

  const db = () => t.database.db;
  const similar = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/property/${id}/similar`, headers });
  const titlesOf = async (id: string, headers: Record<string, string> = {}) => {
    const res = await similar(id, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data.map((card: { title: string }) => card.title);
  };
  const listing = async (title: string, price: number, overrides: Record<string, unknown> = {}) =>
    (await createProperty(db(), owner.id, { title, price, ...overrides }, 1)).id;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(db());
  });
  afterAll(() => t.close());

  it('answers the nearest prices on both sides, never the listing itself, at most 6', async () => {
    const place = { state: 'Ogun', state_code: 'OG', category: 'sale' as const };
    const target = await listing('Target', 10_000_000, place);
    // Distances from the target's price: 100k, 200k, 300k, 400k, 500k, 600k, 3M, 5M.
    await listing('Dearer 100k', 10_100_000, place);
    await listing('Cheaper 200k', 9_800_000, place);
    await listing('Dearer 300k', 10_300_000, place);
    await listing('Cheaper 400k', 9_600_000, place);
    await listing('Cheaper 500k', 9_500_000, place);
    await listing('Dearer 600k', 10_600_000, place);
    await listing('Dearer 3M', 13_000_000, place);
    await listing('Cheaper 5M', 5_000_000, place);
    // Not similar: another state, another category, not published.
    await listing('Lagos', 10_000_000, { category: 'sale' });
    await listing('Rental', 10_000_000, { ...place, category: 'rental' });
    await listing('Draft', 10_000_000, { ...place, status: 'draft' });
    await listing('Held', 10_000_000, { ...place, status: 'held' });

    expect(await titlesOf(target)).toEqual([
      'Dearer 100k',
      'Cheaper 200k',
      'Dearer 300k',
      'Cheaper 400k',
      'Cheaper 500k',
      'Dearer 600k',
    ]);
  });

  it('breaks a tie in price by distance when both are geocoded, the ungeocoded after', async () => {
    const place = { state: 'Oyo', state_code: 'OY', category: 'lease' as const };
    const ibadan = { latitude: 7.3775, longitude: 3.947 };
    const target = await listing('Target', 2_000_000, { ...place, ...ibadan });
    await listing('Far', 2_100_000, { ...place, latitude: 8.1, longitude: 4.2 });
    await listing('Not geocoded', 1_900_000, place);
    await listing('Near', 1_900_000, { ...place, latitude: 7.39, longitude: 3.95 });
    await listing('Nearest price', 2_050_000, place);

    expect(await titlesOf(target)).toEqual(['Nearest price', 'Near', 'Far', 'Not geocoded']);
  });

  it('answers cards (images, badges, the viewer’s hearts) and an empty list when nothing is like it', async () => {
    const place = { state: 'Kano', state_code: 'KN', category: 'hostel' as const };
    const target = await listing('Target', 300_000, place);
    const other = await listing('Other', 320_000, place);
    const lonely = await listing('Lonely', 300_000, { state: 'Kano', state_code: 'KN', category: 'shared' });
    const visitor = await createUser(db());
    await db().insertInto('wishlists').values({ user_id: visitor.id, property_id: other }).execute();

    const res = await similar(target, (await login(t.app, visitor)).auth);
    expect(res.statusCode).toBe(200);
    const [card] = res.json().data;
    expect(card).toMatchObject({
      id: other,
      isLiked: true,
      priceReducedAt: null,
      verification: expect.objectContaining({ identity: false }),
    });
    expect(card.images).toHaveLength(1);
    expect((await similar(target)).json().data[0].isLiked).toBe(false);
    expect(await titlesOf(lonely)).toEqual([]);
  });

  it('is not found for an unknown id, or a listing that is not published (even for its owner)', async () => {
    const ownerSession = await login(t.app, owner);
    for (const status of ['draft', 'unpublished', 'held', 'expired'] as const) {
      const id = await listing(`A ${status} one`, 1_000_000, { status });
      const res = await similar(id, ownerSession.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'fail', message: 'Property not found' });
    }
    expect((await similar(UNKNOWN)).statusCode).toBe(404);
    const bad = await similar('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('fail');
  });
});
