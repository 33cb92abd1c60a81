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

  it('merges the browser’s list at sign-in, newer than the account’s, skipping what is not published', async () => {
    const user = await createUser(db());
    const session = await login(t.app, user);
    const [onAccount, inBrowser1, inBrowser2] = await listings(3, 'Merge');
    const draft = (await createProperty(db(), owner.id, { status: 'draft' }, 0)).id;
    await view(onAccount as string, session);
    await db()
      .insertInto('wishlists')
      .values({ user_id: user.id, property_id: inBrowser2 as string })
      .execute();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/recently-viewed',
      payload: { propertyIds: [inBrowser1, draft, UNKNOWN, inBrowser2, onAccount] },
      headers: session.auth,
    });
    expect(res.statusCode).toBe(200);
    const merged = res.json().data as { id: string; isLiked: boolean }[];
    expect(merged.map((card) => card.id)).toEqual([inBrowser1, inBrowser2, onAccount]);
    expect(merged.map((card) => card.isLiked)).toEqual([false, true, false]);
    expect(await mine(session)).toEqual(merged);
  });

  it('refuses a bad merge whole, and anonymous callers', async () => {
    const session = await login(t.app, await createUser(db()));
    const tooMany = Array.from({ length: 21 }, () => UNKNOWN);
    for (const propertyIds of [[], tooMany, ['not-an-id']]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/recently-viewed',
        payload: { propertyIds },
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
