import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  login,
  PASSWORD,
  refreshCookieOf,
  type Session,
  type TestUser,
} from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

describe('the session list: where you are signed in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const signIn = async (user: TestUser, userAgent: string, remoteAddress: string): Promise<Session> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD, persist: true },
      headers: { 'user-agent': userAgent },
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    const accessToken = res.json().data.accessToken as string;
    const refreshToken = refreshCookieOf(res)?.value as string;
    return { accessToken, refreshToken, auth: { authorization: `Bearer ${accessToken}` } };
  };
  const list = (session: Session) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sessions',
      headers: session.auth,
      cookies: { ile_refresh: session.refreshToken },
    });
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { ile_refresh: token } });
  const sessionRows = (userId: string) =>
    t.database.db
      .selectFrom('sessions')
      .select(['id', 'family_id', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  it('lists each sign-in once with a device label, a coarse ip and which one is this device', async () => {
    const user = await createUser(t.database.db);
    const phone = await signIn(user, ANDROID_CHROME, '203.0.113.77');
    const laptop = await signIn(user, MAC_SAFARI, '198.51.100.20');
    // A refresh rotates the phone's token but it stays one sign-in.
    const rotation = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { ile_refresh: phone.refreshToken },
      headers: { 'user-agent': ANDROID_CHROME },
      remoteAddress: '203.0.113.77',
    });
    const rotated = refreshCookieOf(rotation)?.value as string;
    expect(rotated).toBeTruthy();

    const res = await list({ ...laptop });
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json().data;
    expect(sessions).toHaveLength(2);
    const byDevice = Object.fromEntries(sessions.map((s: { device: string }) => [s.device, s]));
    expect(byDevice['Chrome on Android']).toMatchObject({ ip: '203.0.113.x', current: false, persist: true });
    expect(byDevice['Safari on macOS']).toMatchObject({ ip: '198.51.100.x', current: true });
    const android = byDevice['Chrome on Android'];
    expect(Date.parse(android.last_used_at)).toBeGreaterThanOrEqual(Date.parse(android.created_at));
    // No raw user agent, full ip or token material in the answer.
    expect(res.body).not.toContain('203.0.113.77');
    expect(res.body).not.toContain('Pixel 8');
    expect(res.body).not.toContain(laptop.refreshToken);
    expect(res.body).not.toContain('token_hash');
  });

  it('marks nothing current when no refresh cookie comes along, and refuses anonymous callers', async () => {
    const user = await createUser(t.database.db);
    const session = await login(t.app, user);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: session.auth });
    expect(res.json().data.sessions.map((s: { current: boolean }) => s.current)).toEqual([false]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/sign-out-others' })).statusCode,
    ).toBe(401);
  });

  it('signs one of your own sessions out: its refresh token stops working, the others keep going', async () => {
    const user = await createUser(t.database.db);
    const phone = await signIn(user, ANDROID_CHROME, '203.0.113.5');
    const laptop = await signIn(user, MAC_SAFARI, '198.51.100.5');
    const phoneId = (await list(laptop))
      .json()
      .data.sessions.find((s: { current: boolean }) => !s.current).id;

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneId}`,
      headers: laptop.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
    expect((await list(laptop)).json().data.sessions).toHaveLength(1);
    // Signing it out again: nothing left to sign out.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneId}`,
      headers: laptop.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's session and writes nothing", async () => {
    const alice = await createUser(t.database.db);
    const mallory = await createUser(t.database.db);
    const aliceSession = await signIn(alice, ANDROID_CHROME, '203.0.113.9');
    const mallorySession = await login(t.app, mallory);
    const aliceFamily = (await list(aliceSession)).json().data.sessions[0].id;
    const before = await sessionRows(alice.id);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${aliceFamily}`,
      headers: mallorySession.auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(alice.email);
    expect(await sessionRows(alice.id)).toEqual(before);
    expect((await refresh(aliceSession.refreshToken)).statusCode).toBe(200);
    // Mallory's own list never shows Alice's sign-ins.
    const mine = (await list(mallorySession)).json().data.sessions;
    expect(mine.map((s: { id: string }) => s.id)).not.toContain(aliceFamily);
  });

  it('documents the three routes in the OpenAPI document, bearer-authenticated', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = doc.paths['/api/v1/auth/sessions']?.get;
    const one = doc.paths['/api/v1/auth/sessions/{id}']?.delete;
    const others = doc.paths['/api/v1/auth/sessions/sign-out-others']?.post;
    for (const operation of [list, one, others]) {
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(operation?.tags).toEqual(['auth']);
    }
    expect(Object.keys(list.responses['200'].content['application/json'].schema.properties)).toContain(
      'data',
    );
  });

  it('refuses a malformed session id with 400', async () => {
    const user = await createUser(t.database.db);
    const session = await login(t.app, user);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions/not-an-id',
      headers: session.auth,
    });
    expect(res.statusCode).toBe(400);
  });

  it('signs out every other session and keeps the current one', async () => {
    const user = await createUser(t.database.db);
    const others = [
      await signIn(user, ANDROID_CHROME, '203.0.113.1'),
      await signIn(user, ANDROID_CHROME, '203.0.113.2'),
    ];
    const current = await signIn(user, MAC_SAFARI, '198.51.100.1');
    const bystander = await createUser(t.database.db);
    const bystanderSession = await login(t.app, bystander);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/sign-out-others',
      headers: current.auth,
      cookies: { ile_refresh: current.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { signedOut: 2 } });
    for (const other of others) expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    const remaining = (await list(current)).json().data.sessions;
    expect(remaining).toHaveLength(1);
    expect(remaining[0].current).toBe(true);
    expect((await refresh(current.refreshToken)).statusCode).toBe(200);
    // Someone else's sessions are untouched.
    expect((await refresh(bystanderSession.refreshToken)).statusCode).toBe(200);
  });

  it('refuses with 403 a call that names another user in the query or body', async () => {
    const alice = await createUser(t.database.db);
    const mallory = await createUser(t.database.db);
    await login(t.app, alice);
    const session = await login(t.app, mallory);
    const before = await sessionRows(alice.id);
    const listing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/sessions?userId=${alice.id}`,
      headers: session.auth,
    });
    expect(listing.statusCode).toBe(403);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/sign-out-others',
      headers: session.auth,
      payload: { userId: alice.id },
    });
    expect(signOut.statusCode).toBe(403);
    expect(await sessionRows(alice.id)).toEqual(before);
  });

  it("does not treat another account's cookie in the same browser as this device", async () => {
    const alice = await createUser(t.database.db);
    const bob = await createUser(t.database.db);
    const aliceSession = await login(t.app, alice);
    const bobSession = await login(t.app, bob);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/sign-out-others',
      headers: aliceSession.auth,
      cookies: { ile_refresh: bobSession.refreshToken },
    });
    expect(res.json().data.signedOut).toBe(1);
    expect((await refresh(bobSession.refreshToken)).statusCode).toBe(200);
  });
});

describe('refresh-token lifetimes: idle and absolute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SESSION_IDLE_HOURS: '2',
      REMEMBERED_SESSION_IDLE_DAYS: '10',
      SESSION_MAX_DAYS: '20',
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const DAY = 86_400_000;
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { ile_refresh: token } });
  const liveToken = (userId: string) =>
    t.database.db
      .selectFrom('sessions')
      .select(['id', 'family_id', 'expires_at', 'created_at'])
      .where('user_id', '=', userId)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
  /** Moves the whole family's history back in time, as if the sign-in happened `days` ago. */
  const age = (familyId: string, days: number) =>
    t.database.db
      .updateTable('sessions')
      .set({ created_at: sql<Date>`created_at - make_interval(days => ${days})` })
      .where('family_id', '=', familyId)
      .execute();

  it('gives a browser-session token the idle window and a remembered one its own, with a matching cookie', async () => {
    const user = await createUser(t.database.db);
    const before = Date.now();
    await login(t.app, user);
    const short = await liveToken(user.id);
    expect(short.expires_at.getTime() - before).toBeGreaterThanOrEqual(2 * 3600_000 - 1000);
    expect(short.expires_at.getTime() - before).toBeLessThanOrEqual(2 * 3600_000 + 5000);

    const other = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: other.email, password: PASSWORD, persist: true },
    });
    expect(refreshCookieOf(res)?.maxAge).toBe(10 * 24 * 3600);
    const long = await liveToken(other.id);
    expect(Math.round((long.expires_at.getTime() - before) / DAY)).toBe(10);
  });

  it('expires an unused token after the idle window', async () => {
    const user = await createUser(t.database.db);
    const session = await login(t.app, user);
    const token = await liveToken(user.id);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', token.id)
      .execute();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('never extends a family past the absolute limit: refreshes near the end get a shorter token', async () => {
    const user = await createUser(t.database.db);
    const session = await login(t.app, user, true);
    const { family_id } = await liveToken(user.id);
    await age(family_id, 15);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    // 20 days absolute − 15 already gone = 5 days left, less than the 10-day idle window.
    expect(Math.round((refreshCookieOf(res)?.maxAge ?? 0) / 86_400)).toBe(5);
    const next = await liveToken(user.id);
    expect(Math.round((next.expires_at.getTime() - Date.now()) / DAY)).toBe(5);
  });

  it('ends a family whose sign-in is older than the absolute limit, however recently it was refreshed', async () => {
    const user = await createUser(t.database.db);
    const session = await login(t.app, user, true);
    const { family_id } = await liveToken(user.id);
    await age(family_id, 21);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(401);
    const live = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('family_id', '=', family_id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
  });
});
