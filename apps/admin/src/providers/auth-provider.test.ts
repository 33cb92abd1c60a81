import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../test/session-hint';
import { authProvider, NOT_STAFF_MESSAGE } from './auth-provider';
import { dataProvider } from './data-provider';
import { setSession } from './session';

const user = (staffRole: string | null) => ({
  id: 'u-1',
  email: 'someone@ile.test',
  full_name: 'Some One',
  profile_image: null,
  role: 'EndUser',
  staff_role: staffRole,
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const session = (staffRole: string | null, token = 'token-1') =>
  json(200, { status: 'success', data: { accessToken: token, user: user(staffRole) } });
const refused = () => json(401, { status: 'fail', message: 'Sign in to continue' });

/** Answers by path; records every call so a test can say what was (and was not) asked of the server. */
function stubServer(routes: Record<string, (init: RequestInit) => Response>) {
  const calls: { path: string; authorization: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://console.test').pathname;
    calls.push({ path, authorization: new Headers(init.headers).get('authorization') });
    const route = routes[path];
    if (!route) throw new Error(`Unexpected call to ${path}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

beforeEach(() => setSession(null));

describe('signing in', () => {
  it('refuses an account that is not staff, with a clear message, and ends the session it opened', async () => {
    const calls = stubServer({
      '/api/v1/auth/login': () => session(null),
      '/api/v1/auth/logout': () => json(200, { status: 'success' }),
    });

    await expect(authProvider.login({ email: 'user@ile.test', password: 'Demo1234!' })).rejects.toThrow(
      NOT_STAFF_MESSAGE,
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/auth/login', '/api/v1/auth/logout']);
    await expect(authProvider.getPermissions()).resolves.toBeNull();
  });

  it("passes the server's refusal through (wrong password, suspended account)", async () => {
    stubServer({
      '/api/v1/auth/login': () => json(401, { status: 'fail', message: 'Invalid email or password' }),
    });
    await expect(authProvider.login({ email: 'admin@ile.test', password: 'nope' })).rejects.toThrow(
      'Invalid email or password',
    );
  });

  it('keeps a staff session and answers its role', async () => {
    stubServer({ '/api/v1/auth/login': () => session('Reviewer') });
    await authProvider.login({ email: 'reviewer@ile.test', password: 'Demo1234!' });

    await expect(authProvider.getPermissions()).resolves.toBe('Reviewer');
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({ id: 'u-1', fullName: 'Some One' });
    await expect(
      authProvider.canAccess?.({ resource: 'listing-applications', action: 'decide' }),
    ).resolves.toBe(true);
    await expect(authProvider.canAccess?.({ resource: 'tickets', action: 'list' })).resolves.toBe(false);
  });
});

describe('checkAuth on start', () => {
  it('restores a staff session from the refresh cookie', async () => {
    setSessionHint();
    stubServer({ '/api/v1/auth/refresh': () => session('Support') });
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    await expect(authProvider.getPermissions()).resolves.toBe('Support');
  });

  it("refuses a site user's session without signing them out of the site", async () => {
    setSessionHint();
    const calls = stubServer({ '/api/v1/auth/refresh': () => session(null) });
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: NOT_STAFF_MESSAGE });
    await authProvider.logout();
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/auth/refresh']);
  });

  it('sends a visitor without a session to the login page quietly, without asking for a refresh', async () => {
    const calls = stubServer({ '/api/v1/auth/refresh': refused });
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
    await expect(authProvider.getPermissions()).resolves.toBeNull();
    await expect(authProvider.canAccess?.({ resource: 'tickets', action: 'list' })).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('sends a member whose refresh is refused (session ended elsewhere) to the login page', async () => {
    setSessionHint();
    const calls = stubServer({ '/api/v1/auth/refresh': refused });
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/auth/refresh']);
  });

  it('refreshes once when several checks start together (a replayed cookie would end the session)', async () => {
    setSessionHint();
    const calls = stubServer({ '/api/v1/auth/refresh': () => session('Admin') });
    await Promise.all([authProvider.checkAuth(), authProvider.checkAuth(), authProvider.getPermissions()]);
    expect(calls).toHaveLength(1);
  });
});

describe('checkError', () => {
  it('signs out on 401 and on the staff-only refusal, but not on a role refusal', async () => {
    await expect(
      authProvider.checkError({ status: 401, message: 'Sign in to continue' }),
    ).rejects.toBeTruthy();
    await expect(
      authProvider.checkError({ status: 403, message: 'Staff only: this console is for Ile staff accounts' }),
    ).rejects.toEqual({ message: NOT_STAFF_MESSAGE });
    await expect(
      authProvider.checkError({
        status: 403,
        message: 'Your staff role (Support) may not decide listing-applications',
      }),
    ).resolves.toBeUndefined();
  });
});

describe('the data provider with an expired token', () => {
  it('refreshes once and retries the call with the new token', async () => {
    setSessionHint();
    stubServer({ '/api/v1/auth/login': () => session('Admin', 'old-token') });
    await authProvider.login({ email: 'admin@ile.test', password: 'Demo1234!' });
    const calls = stubServer({
      '/api/admin/notices/n-1': (init) =>
        new Headers(init.headers).get('authorization') === 'Bearer new-token'
          ? json(200, { id: 'n-1', heading: 'Maintenance' })
          : refused(),
      '/api/v1/auth/refresh': () => session('Admin', 'new-token'),
    });

    await expect(dataProvider.getOne('notices', { id: 'n-1' })).resolves.toEqual({
      data: { id: 'n-1', heading: 'Maintenance' },
    });
    expect(calls).toEqual([
      { path: '/api/admin/notices/n-1', authorization: 'Bearer old-token' },
      { path: '/api/v1/auth/refresh', authorization: null },
      { path: '/api/admin/notices/n-1', authorization: 'Bearer new-token' },
    ]);
  });

  it('sends named actions as JSON posts to their routes', async () => {
    stubServer({ '/api/v1/auth/login': () => session('Admin') });
    await authProvider.login({ email: 'admin@ile.test', password: 'Demo1234!' });
    const bodies: unknown[] = [];
    stubServer({
      '/api/admin/listing-applications/a-1/reject': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(200, { id: 'a-1', status: 'unsuccessful' });
      },
    });

    await expect(
      dataProvider.rejectApplication('listing-applications', 'a-1', 'Blurry photos'),
    ).resolves.toEqual({
      data: { id: 'a-1', status: 'unsuccessful' },
    });
    expect(bodies).toEqual([{ reason: 'Blurry photos' }]);
  });
});
