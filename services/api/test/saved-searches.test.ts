import { matchSavedSearches } from '@ile/db/alerts/saved-search-matcher';
import { unsubscribeToken } from '@ile/db/alerts/unsubscribe-token';
import { claimAlertWindows, forgetAlertWindows } from '@ile/db/repositories/saved-search-alerts.repository';
import { findSavedSearchLink } from '@ile/db/repositories/saved-searches.repository';
import { MAX_SAVED_SEARCHES } from '@ile/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const QUOTES = { USDNGN: 1500, USDSLE: 25 };

// Issue 19, item 1: saved searches (owner only), their matches found in SQL for new listings, and the
// alert emails' signed one-click unsubscribe.
describe('saved searches', () => {
  let t: TestApp;
  let owner: TestUser;
  let seeker: TestUser;
  let session: Session;

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as = session) =>
    t.app.inject({
      method,
      url: `/api/v1/saved-searches${url}`,
      headers: as.auth,
      payload: payload as object,
    });
  const save = async (
    filters: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    as = session,
  ) => {
    const res = await call('POST', '', { name: 'My search', filters, ...extra }, as);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; filters: Record<string, string>; searchPath: string };
  };
  const listing = async (overrides: Parameters<typeof createProperty>[2] = {}) =>
    (await createProperty(db(), owner.id, overrides, 1)).id;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(db());
    seeker = await createUser(db());
    session = await login(t.app, seeker);
  });
  afterAll(() => t.close());

  it('saves the known filters only, answers the search page path, and lists the caller’s own', async () => {
    const saved = await save(
      {
        state: 'lagos',
        bedrooms: 3,
        minPrice: '1000000',
        colour: 'blue',
        keyWord: ' ',
        bbox: '3.3,6.4,3.5,6.6',
      },
      { frequency: 'daily' },
    );
    expect(saved.filters).toEqual({
      state: 'lagos',
      bedrooms: '3',
      minPrice: '1000000',
      bbox: '3.3,6.4,3.5,6.6',
    });
    expect(saved.searchPath).toBe(
      '/properties?state=lagos&minPrice=1000000&bedrooms=3&bbox=3.3%2C6.4%2C3.5%2C6.6',
    );
    const row = await db()
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: seeker.id,
      country: 'NG',
      state_code: 'LA',
      min_bedrooms: 3,
      max_bedrooms: 3,
    });
    expect(row.min_lng).toBe(3.3);

    const list = await call('GET', '');
    expect(list.json().data.map((search: { id: string }) => search.id)).toContain(saved.id);
    const other = await login(t.app, await createUser(db()));
    expect((await call('GET', '', undefined, other)).json().data).toEqual([]);
  });

  it.each([
    [{ state: 'Atlantis' }, 'state', /state or district/],
    [{ bbox: '3.5,6.4,3.3,6.6' }, 'bbox', /inverted/],
    [{ bbox: '100,10,110,20' }, 'bbox', /outside Nigeria and Sierra Leone/],
    [{ bedrooms: 'many' }, 'bedrooms', /number of rooms/],
    [{ country: 'KE' }, 'country', /NG .* or SL/],
  ])(
    'refuses filters that can never match or do not parse (%j) and saves nothing',
    async (filters, field, reason) => {
      const before = await db()
        .selectFrom('saved_searches')
        .select(db().fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const res = await call('POST', '', { name: 'Bad', filters });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toMatch(reason);
      expect(Object.keys(res.json().errors ?? {}).join()).toContain(field);
      const after = await db()
        .selectFrom('saved_searches')
        .select(db().fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    },
  );

  it('refuses an empty name or an unknown frequency', async () => {
    expect((await call('POST', '', { name: '  ', filters: {} })).statusCode).toBe(400);
    expect((await call('POST', '', { name: 'x', filters: {}, frequency: 'hourly' })).statusCode).toBe(400);
    expect((await call('PATCH', `/${UNKNOWN}`, {})).statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} saved searches per user`, async () => {
    const busy = await createUser(db());
    const busySession = await login(t.app, busy);
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) await save({ state: 'Lagos' }, {}, busySession);
    const res = await call('POST', '', { name: 'One more', filters: {} }, busySession);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/at most 25/);
  });

  it('edits, pauses and deletes only the owner’s search', async () => {
    const saved = await save({ state: 'Lagos' });
    const stranger = await login(t.app, await createUser(db()));
    expect((await call('PATCH', `/${saved.id}`, { paused: true }, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/${saved.id}`, undefined, stranger)).statusCode).toBe(404);

    const edited = await call('PATCH', `/${saved.id}`, {
      name: 'Abuja flats',
      filters: { state: 'FCT', category: 'rental' },
      frequency: 'weekly',
      paused: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Abuja flats', frequency: 'weekly', paused: true });
    const row = await db()
      .selectFrom('saved_searches')
      .select(['state_code', 'category'])
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state_code: 'FC', category: 'rental' });

    expect((await call('DELETE', `/${saved.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/${saved.id}/matches`)).statusCode).toBe(404);
  });

  it('matches a new listing against every kind of filter in one statement, each pair once', async () => {
    const matcher = await createUser(db());
    const as = await login(t.app, matcher);
    const ids = {
      lagos: (await save({ state: 'Lagos' }, {}, as)).id,
      lagosTwoBeds: (await save({ state: 'Lagos', bedrooms: '2' }, {}, as)).id,
      lagosThreePlus: (await save({ state: 'Lagos', bedrooms: '3+' }, {}, as)).id,
      abuja: (await save({ state: 'FCT' }, {}, as)).id,
      sale: (await save({ category: 'sale' }, {}, as)).id,
      cheapNaira: (await save({ maxPrice: '5000000' }, {}, as)).id,
      dearNaira: (await save({ minPrice: '5000000' }, {}, as)).id,
      dollars: (await save({ minPrice: '2000', maxPrice: '4000', currency: 'USD' }, {}, as)).id,
      duplex: (await save({ keyWord: 'duplex' }, {}, as)).id,
      lekkiArea: (await save({ bbox: '3.44,6.4,3.5,6.5' }, {}, as)).id,
      ikejaArea: (await save({ bbox: '3.3,6.55,3.4,6.65' }, {}, as)).id,
      verified: (await save({ verifiedOwner: 'true' }, {}, as)).id,
      sierraLeone: (await save({ country: 'SL' }, {}, as)).id,
      off: (await save({ state: 'Lagos' }, { frequency: 'off' }, as)).id,
    };
    const id = await listing({
      title: 'Serviced duplex in Lekki',
      latitude: 6.4474,
      longitude: 3.4723,
      price: 4_500_000,
    });

    const found = await matchSavedSearches(db(), [id], 'published', QUOTES);
    const mine = found.filter((match) => match.userId === matcher.id);
    expect(new Set(mine.map((match) => match.savedSearchId))).toEqual(
      new Set([
        ids.lagos,
        ids.lagosThreePlus,
        ids.cheapNaira,
        ids.dollars,
        ids.duplex,
        ids.lekkiArea,
        ids.off,
      ]),
    );
    expect(mine.find((match) => match.savedSearchId === ids.off)?.alertDue).toBe(false);
    expect(mine.find((match) => match.savedSearchId === ids.lagos)).toMatchObject({
      alertDue: true,
      frequency: 'instant',
      propertyId: id,
    });

    // A price drop never repeats a listing already matched.
    await db().updateTable('properties').set({ price: 2_000_000 }).where('id', '=', id).execute();
    expect(
      (await matchSavedSearches(db(), [id], 'price_dropped', QUOTES)).filter((m) => m.userId === matcher.id),
    ).toEqual([]);
  });

  it('matches a price drop into a search’s band once; never the searches of the listing’s owner', async () => {
    const hunter = await createUser(db());
    const as = await login(t.app, hunter);
    const band = (await save({ state: 'Lagos', maxPrice: '3000000' }, {}, as)).id;
    const ownerSession = await login(t.app, owner);
    const ownersOwn = (await save({ state: 'Lagos' }, {}, ownerSession)).id;
    const id = await listing({ price: 4_000_000 });
    const first = await matchSavedSearches(db(), [id], 'published', QUOTES);
    expect(first.map((m) => m.savedSearchId)).not.toContain(band);
    expect(first.map((m) => m.savedSearchId)).not.toContain(ownersOwn);

    await db().updateTable('properties').set({ price: 2_900_000 }).where('id', '=', id).execute();
    const dropped = await matchSavedSearches(db(), [id], 'price_dropped', QUOTES);
    expect(dropped.filter((m) => m.userId === hunter.id).map((m) => m.savedSearchId)).toEqual([band]);
    const row = await db()
      .selectFrom('saved_search_matches')
      .select('reason')
      .where('saved_search_id', '=', band)
      .executeTakeFirstOrThrow();
    expect(row.reason).toBe('price_dropped');
  });

  it('forgets a search’s or a listing’s matches when either is deleted, and a person’s with them', async () => {
    const leaver = await createUser(db());
    const as = await login(t.app, leaver);
    const kept = (await save({ state: 'Lagos', keyWord: 'mezzanine' }, {}, as)).id;
    const dropped = (await save({ state: 'Lagos', keyWord: 'mezzanine' }, {}, as)).id;
    const first = await listing({ title: 'Mezzanine flat in Yaba' });
    const second = await listing({ title: 'Mezzanine studio in Yaba' });
    await matchSavedSearches(db(), [first, second], 'published', QUOTES);
    const pairs = async () =>
      (
        await db()
          .selectFrom('saved_search_matches')
          .select(['saved_search_id', 'property_id'])
          .where('saved_search_id', 'in', [kept, dropped])
          .execute()
      ).length;
    expect(await pairs()).toBe(4);

    expect((await call('DELETE', `/${dropped}`, undefined, as)).statusCode).toBe(200);
    expect(await pairs()).toBe(2);
    await db().deleteFrom('properties').where('id', '=', first).execute();
    expect(await pairs()).toBe(1);
    // Erasure deletes the person; their searches go by the users key's cascade, their matches by the trigger.
    await db().deleteFrom('users').where('id', '=', leaver.id).execute();
    expect(await pairs()).toBe(0);
  });

  it('gives each search’s alert window to exactly one of many concurrent claimants', async () => {
    const claimer = await createUser(db());
    const as = await login(t.app, claimer);
    const ids = [
      (await save({ state: 'Lagos' }, {}, as)).id,
      (await save({ state: 'FCT' }, {}, as)).id,
      (await save({ category: 'sale' }, {}, as)).id,
    ];
    const window = new Date('2026-11-27T10:00:00Z');
    // Eight match jobs of one burst reach the same searches at once, in different orders.
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimAlertWindows(db(), i % 2 ? [...ids].reverse() : ids, window)),
    );
    for (const id of ids) expect(claims.filter((claimed) => claimed.has(id))).toHaveLength(1);
    // The next window is anyone's again; a day later the old ones are forgotten.
    const next = new Date(window.getTime() + 120_000);
    expect(await claimAlertWindows(db(), ids, next)).toEqual(new Set(ids));
    await forgetAlertWindows(db(), next);
    const left = await db()
      .selectFrom('saved_search_alert_windows')
      .select('window_start')
      .where('saved_search_id', 'in', ids)
      .execute();
    expect(left.map((row) => row.window_start.toISOString())).toEqual(ids.map(() => next.toISOString()));
  });

  it('answers the matches new since last seen, then marks them seen', async () => {
    const reader = await createUser(db());
    const as = await login(t.app, reader);
    const saved = await save({ state: 'Lagos', keyWord: 'penthouse' }, {}, as);
    const id = await listing({ title: 'Penthouse on Victoria Island' });
    await matchSavedSearches(db(), [id], 'published', QUOTES);

    const listed = (await call('GET', '', undefined, as))
      .json()
      .data.find((s: { id: string }) => s.id === saved.id);
    expect(listed.newMatches).toBe(1);
    const res = await call('GET', `/${saved.id}/matches`, undefined, as);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.matches).toEqual([
      expect.objectContaining({ reason: 'published', property: expect.objectContaining({ id }) }),
    ]);
    expect((await call('GET', `/${saved.id}/matches`, undefined, as)).json().data.matches).toEqual([]);
    const after = (await call('GET', '', undefined, as))
      .json()
      .data.find((s: { id: string }) => s.id === saved.id);
    expect(after.newMatches).toBe(0);
  });

  describe('unsubscribe link', () => {
    const unsubscribe = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/saved-searches/unsubscribe', payload: { token } });
    const tokenOf = async (id: string) => {
      const link = await findSavedSearchLink(db(), id);
      if (!link) throw new Error('no saved search');
      return unsubscribeToken(link);
    };
    const frequencyOf = async (id: string) =>
      (
        await db()
          .selectFrom('saved_searches')
          .select('frequency')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).frequency;

    it('turns that search’s alerts off without signing in, once', async () => {
      const saved = await save({ state: 'Lagos' }, { name: 'Lekki rentals' });
      const other = await save({ state: 'Lagos' });
      const token = await tokenOf(saved.id);
      const res = await unsubscribe(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ name: 'Lekki rentals', frequency: 'off' });
      expect(await frequencyOf(saved.id)).toBe('off');
      expect(await frequencyOf(other.id)).toBe('instant');
      const again = await unsubscribe(token);
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toMatch(/already been used/);
    });

    it('takes RFC 8058’s one-click form post with the token in the URL', async () => {
      const saved = await save({ state: 'Lagos' });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/saved-searches/unsubscribe?token=${encodeURIComponent(await tokenOf(saved.id))}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await frequencyOf(saved.id)).toBe('off');
    });

    it('refuses a forged or borrowed signature and changes nothing', async () => {
      const target = await save({ state: 'Lagos' });
      const mine = await save({ state: 'Lagos' });
      const [, version, signature] = (await tokenOf(mine.id)).split('.');
      const borrowed = await unsubscribe(`${target.id}.${version}.${signature}`);
      expect(borrowed.statusCode).toBe(404);
      const [id, , realSignature] = (await tokenOf(target.id)).split('.');
      expect((await unsubscribe(`${id}.7.${realSignature}`)).statusCode).toBe(404);
      expect((await unsubscribe('not-a-token')).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/saved-searches/unsubscribe', payload: {} }))
          .statusCode,
      ).toBe(400);
      expect(await frequencyOf(target.id)).toBe('instant');
      expect(await frequencyOf(mine.id)).toBe('instant');
    });
  });
});
