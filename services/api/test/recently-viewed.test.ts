import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

// Issue 19, item 4: "Recently viewed", the last 20 listings: on the account when signed in (recorded by the
// listing page's view counter, merged from the browser at sign-in), in the browser otherwise (cards by ids).
describe('recently viewed', () => {
  let t: TestApp;
  let owner: TestUser;

  const db = () => t.database.db;
  const listings = async (n: number, prefix: string) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++)
      ids.push((await createProperty(db(), owner.id, { title: `${prefix} ${i}` }, 1)).id);
    return ids;
  };
  const view = (id: string, session?: Session) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/property/increase-view/${id}`,
      headers: session?.auth ?? {},
    });
  const mine = async (session: Session) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/recently-viewed',
      headers: session.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; title: string; isLiked: boolean }[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(db());
  });
  afterAll(() => t.close());

  it('keeps a signed-in viewer’s last 20 listings, newest first, a revisit moving one to the front', async () => {
    const viewer = await createUser(db());
    const session = await login(t.app, viewer);
    const ids = await listings(22, 'Viewed');
    for (const id of ids) expect((await view(id, session)).statusCode).toBe(200);
    let list = await mine(session);
    expect(list).toHaveLength(20);
    expect(list.map((card) => card.id)).toEqual([...ids].reverse().slice(0, 20));

    // A second visit the same day is not counted again, but is still the newest.
    await view(ids[5] as string, session);
    list = await mine(session);
    expect(list[0]?.id).toBe(ids[5]);
    expect(list).toHaveLength(20);
    const rows = await db()
      .selectFrom('recently_viewed')
      .select('property_id')
      .where('user_id', '=', viewer.id)
      .execute();
    expect(rows).toHaveLength(20);
  });

  it('records nothing for anonymous views, and shows only listings still published', async () => {
    const session = await login(t.app, await createUser(db()));
    const [first, second] = await listings(2, 'Soon gone');
    await view(first as string);
    await view(first as string, session);
    await view(second as string, session);
    await db()
      .updateTable('properties')
      .set({ status: 'unpublished' })
      .where('id', '=', second as string)
      .execute();
    expect((await mine(session)).map((card) => card.id)).toEqual([first]);
    expect((await view(second as string, session)).statusCode).toBe(404);
  });

  it('merges the browser’s list at sign-in, each view at its own time, skipping what is not published', async () => {
    const user = await createUser(db());
    const session = await login(t.app, user);
    const [onAccount, inBrowser1, inBrowser2] = await listings(3, 'Merge');
    const draft = (await createProperty(db(), owner.id, { status: 'draft' }, 0)).id;
    await db()
      .insertInto('wishlists')
      .values({ user_id: user.id, property_id: inBrowser2 as string })
      .execute();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    // Viewed on the account after the browser's views: the merge, however late, keeps it first.
    await view(onAccount as string, session);
    const merge = (views: { propertyId: string; viewedAt: string }[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/recently-viewed',
        payload: { views },
        headers: session.auth,
      });

    const res = await merge([
      { propertyId: inBrowser1 as string, viewedAt: minutesAgo(5) },
      { propertyId: draft, viewedAt: minutesAgo(6) },
      { propertyId: UNKNOWN, viewedAt: minutesAgo(7) },
      { propertyId: inBrowser2 as string, viewedAt: minutesAgo(8) },
      // An older view of a listing already on the account does not move it back.
      { propertyId: onAccount as string, viewedAt: minutesAgo(60) },
    ]);
    expect(res.statusCode).toBe(200);
    const merged = res.json().data as { id: string; isLiked: boolean }[];
    expect(merged.map((card) => card.id)).toEqual([onAccount, inBrowser1, inBrowser2]);
    expect(merged.map((card) => card.isLiked)).toEqual([false, false, true]);
    expect(await mine(session)).toEqual(merged);

    // A time in the future counts as now, so a wrong clock cannot pin a listing first for ever.
    const later = await merge([{ propertyId: inBrowser2 as string, viewedAt: '2099-01-01T00:00:00.000Z' }]);
    expect(later.json().data.map((card: { id: string }) => card.id)).toEqual([
      inBrowser2,
      onAccount,
      inBrowser1,
    ]);
    const row = await db()
      .selectFrom('recently_viewed')
      .select('viewed_at')
      .where('user_id', '=', user.id)
      .where('property_id', '=', inBrowser2 as string)
      .executeTakeFirstOrThrow();
    expect(row.viewed_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a bad merge whole, and anonymous callers', async () => {
    const session = await login(t.app, await createUser(db()));
    const at = new Date().toISOString();
    const tooMany = Array.from({ length: 21 }, () => ({ propertyId: UNKNOWN, viewedAt: at }));
    const bad = [
      [],
      tooMany,
      [{ propertyId: 'not-an-id', viewedAt: at }],
      [{ propertyId: UNKNOWN, viewedAt: 'yesterday' }],
    ];
    for (const views of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/recently-viewed',
        payload: { views },
        headers: session.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('fail');
    }
    expect(await mine(session)).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/user/recently-viewed' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('GET /property/cards answers a browser’s list as cards, in its order, published only', async () => {
    const [a, b, c] = await listings(3, 'Card');
    const draft = (await createProperty(db(), owner.id, { status: 'draft' }, 0)).id;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/property/cards?ids=${c},${draft},${a},${UNKNOWN},${b},${a}`,
    });
    expect(res.statusCode).toBe(200);
    const cards = res.json().data as { id: string; images: string[]; priceReducedAt: null }[];
    expect(cards.map((card) => card.id)).toEqual([c, a, b]);
    expect(cards[0]?.images).toHaveLength(1);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/property/cards?ids=x' });
    expect(refused.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/property/cards' });
    expect(none.statusCode).toBe(400);
  });
});
