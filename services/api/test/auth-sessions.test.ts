import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  login,
  PASSWORD,
  refreshCookieOf,
  sessionHintOf,
  type TestUser,
} from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('login, refresh and logout', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    user = await createUser(t.database.db);
  });
  afterAll(() => t.close());

  const refresh = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { ile_refresh: token }, headers });

  it('logs in with the user and an access token, and sets an httpOnly refresh cookie on the auth path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Login successful');
    expect(body.data.user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'EndUser',
      email_verified: true,
    });
    expect(body.data.user.password_hash).toBeUndefined();
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/auth', sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeUndefined();
  });

  it('keeps the cookie for 30 days with "Remember my login"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD, persist: true },
    });
    expect(refreshCookieOf(res)?.maxAge).toBe(30 * 24 * 3600);
    expect(sessionHintOf(res)?.maxAge).toBe(30 * 24 * 3600);
  });

  it('sets the session hint beside the refresh cookie: "1", readable by scripts, on every path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    const hint = sessionHintOf(res);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeUndefined();
    // A browser-session refresh cookie gets a browser-session hint: they end together.
    expect(hint?.maxAge).toBeUndefined();
  });

  it('sets the session hint again on every refresh', async () => {
    const session = await login(t.app, user, true);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(sessionHintOf(res)).toMatchObject({ value: '1', path: '/', maxAge: refreshCookieOf(res)?.maxAge });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'Wrong1234' },
      remoteAddress: '10.0.0.7',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.test', password: 'Wrong1234' },
      remoteAddress: '10.0.0.7',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rejects a login without fields with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual(['Please fill in all fields']);
  });

  it('rotates the refresh token and answers a new access token', async () => {
    const session = await login(t.app, user);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    const next = refreshCookieOf(res)?.value;
    expect(next).toBeTruthy();
    expect(next).not.toBe(session.refreshToken);
    expect((await refresh(next as string)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const session = await login(t.app, user);
    const rotated = refreshCookieOf(await refresh(session.refreshToken))?.value as string;
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The refused browser is told it has no session left, so its next page load does not try again.
    expect(refreshCookieOf(replay)?.value).toBe('');
    expect(sessionHintOf(replay)).toMatchObject({ value: '', path: '/' });
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('refuses a refresh from a foreign origin', async () => {
    const session = await login(t.app, user);
    const res = await refresh(session.refreshToken, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a refresh without a cookie with 401 (spec) and clears a stale session hint', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { ile_signed_in: '1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'fail', message: 'Sign in to continue' });
    expect(sessionHintOf(res)).toMatchObject({ value: '', path: '/' });
  });

  it('logs out: the refresh token stops working and the cookie is cleared', async () => {
    const session = await login(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { ile_refresh: session.refreshToken },
    });
    expect(res.json()).toEqual({ status: 'success', message: 'Logout successful' });
    expect(refreshCookieOf(res)?.value).toBe('');
    expect(sessionHintOf(res)).toMatchObject({ value: '', path: '/' });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a suspended account at login and at refresh', async () => {
    const suspended = await createUser(t.database.db);
    const session = await login(t.app, suspended);
    await t.database.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', suspended.id)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: suspended.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/suspended/);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('throttles repeated failed logins for one account with 429 and Retry-After', async () => {
    const target = await createUser(t.database.db);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: target.email, password: 'Wrong1234' },
        remoteAddress: '10.0.0.9',
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().status).toBe('fail');
  });

  it('sets the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
