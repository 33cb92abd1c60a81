import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_SESSION } from '../../features/auth/testing/auth-fixtures';
import { fail, HttpResponse, http, server, success } from '../../testing/api-server';
import { SIGNED_IN_USER, startSignedIn } from '../../testing/signed-in';
import { api, hasAccessToken, onSessionChange, refreshSession, setSession } from '../api-client';
import { offlineUser } from './offline-user';

/** Signed in here before, then a start with no network: the member is shown offline, with no token. */
async function startOffline() {
  startSignedIn();
  await refreshSession();
  server.use(http.post('*/api/v1/auth/refresh', () => HttpResponse.error()));
  await refreshSession();
  expect(hasAccessToken()).toBe(false);
}

/** A GET that answers `data` to a signed call and 401 to an unsigned one; the Authorization of each call. */
function signedOnly(path: string, data: object): Array<string | null> {
  const authorizations: Array<string | null> = [];
  server.use(
    http.get(path, ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return request.headers.get('authorization') ? success(data) : fail(401, 'Sign in');
    }),
  );
  return authorizations;
}

describe('a session that starts with no network', () => {
  afterEach(() => setSession(null));

  it('keeps the member last signed in here, marked offline and without a token', async () => {
    startSignedIn();
    const seen: Array<[string | null, boolean]> = [];
    const stop = onSessionChange((session, offline) => seen.push([session?.user.id ?? null, offline]));
    await refreshSession();
    expect(offlineUser()?.id).toBe(SIGNED_IN_USER.id);

    server.use(http.post('*/api/v1/auth/refresh', () => HttpResponse.error()));
    await refreshSession();
    stop();

    expect(seen).toEqual([
      [SIGNED_IN_USER.id, false],
      [SIGNED_IN_USER.id, true],
    ]);
    expect(hasAccessToken()).toBe(false);
  });

  it('back online, a call waits for the session’s refresh and goes out signed, not refused', async () => {
    await startOffline();

    // The connection returns; the first call after it (as react-query refetches on reconnect) would have gone
    // out with no token while the session listener's refresh was still on its way.
    server.use(http.post('*/api/v1/auth/refresh', () => success(TEST_SESSION)));
    const authorizations = signedOnly('*/api/v1/notice/unread-count', { unread: 2 });
    expect(await api.get('/notice/unread-count')).toEqual({ unread: 2 });
    expect(authorizations).toEqual([`Bearer ${TEST_SESSION.accessToken}`]);
    expect(hasAccessToken()).toBe(true);
  });

  it('a call that went out unsigned while the browser still said offline is refreshed and retried once', async () => {
    await startOffline();

    // The network is back but the browser has not said so yet: nothing waits, the call goes out unsigned.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.post('*/api/v1/auth/refresh', () => success(TEST_SESSION)));
    const authorizations = signedOnly('*/api/v1/user/verification', { level: 'none' });
    try {
      expect(await api.get('/user/verification')).toEqual({ level: 'none' });
    } finally {
      onLine.mockRestore();
    }
    expect(authorizations).toEqual([null, `Bearer ${TEST_SESSION.accessToken}`]);
    expect(hasAccessToken()).toBe(true);
  });

  it('a visitor’s refused call is not retried: there is no session to refresh', async () => {
    let refreshes = 0;
    server.use(
      http.post('*/api/v1/auth/refresh', () => {
        refreshes += 1;
        return success(TEST_SESSION);
      }),
      http.get('*/api/v1/user/verification', () => fail(401, 'Sign in')),
    );
    await expect(api.get('/user/verification')).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
  });

  it('forgets the member when the server refuses the session, so no later offline start shows them', async () => {
    startSignedIn();
    await refreshSession();
    server.use(http.post('*/api/v1/auth/refresh', () => fail(401, 'Session expired')));
    await refreshSession();
    expect(offlineUser()).toBeNull();

    server.use(http.post('*/api/v1/auth/refresh', () => HttpResponse.error()));
    const seen: Array<[string | null, boolean]> = [];
    const stop = onSessionChange((session, offline) => seen.push([session?.user.id ?? null, offline]));
    await refreshSession();
    stop();
    expect(seen).toEqual([[null, false]]);
  });
});
