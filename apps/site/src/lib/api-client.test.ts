import { afterEach, describe, expect, it } from 'vitest';
import { TEST_SESSION } from '../features/auth/testing/auth-fixtures';
import { fail, http, server, success } from '../testing/api-server';
import { setSessionHint } from '../testing/signed-in';
import { ApiError, api, hasAccessToken, refreshSession, setSession } from './api-client';

/** Counts the refreshes that reach the server, answering each with `answer`. */
function countRefreshes(answer: () => Response): { count: number } {
  const seen = { count: 0 };
  server.use(
    http.post('*/api/v1/auth/refresh', () => {
      seen.count += 1;
      return answer();
    }),
  );
  return seen;
}

afterEach(() => setSession(null));

describe('refreshSession', () => {
  it('does not ask the server when the session hint cookie is absent: a visitor has nothing to refresh', async () => {
    const refreshes = countRefreshes(() => success(TEST_SESSION));
    expect(await refreshSession()).toBeNull();
    expect(refreshes.count).toBe(0);
    expect(hasAccessToken()).toBe(false);
  });

  it('trades the cookie for a session when the hint says there is one', async () => {
    setSessionHint();
    const refreshes = countRefreshes(() => success(TEST_SESSION));
    expect(await refreshSession()).toEqual(TEST_SESSION);
    expect(refreshes.count).toBe(1);
    expect(hasAccessToken()).toBe(true);
  });

  it('shares one request between concurrent callers (a replayed refresh token ends the session)', async () => {
    setSessionHint();
    const refreshes = countRefreshes(() => success(TEST_SESSION));
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(refreshes.count).toBe(1);
  });
});

describe('a 401 on an authenticated call', () => {
  it('refreshes once and retries while the hint is there', async () => {
    setSession(TEST_SESSION);
    setSessionHint();
    let calls = 0;
    server.use(
      http.get('*/api/v1/user/me', () => {
        calls += 1;
        return calls === 1 ? fail(401, 'Token expired') : success({ ok: true });
      }),
    );
    const refreshes = countRefreshes(() => success(TEST_SESSION));
    expect(await api.get('/user/me')).toEqual({ ok: true });
    expect(refreshes.count).toBe(1);
  });

  it('signs out without a refresh once the hint is gone (signed out in another tab or the console)', async () => {
    setSession(TEST_SESSION);
    server.use(http.get('*/api/v1/user/me', () => fail(401, 'Token expired')));
    const refreshes = countRefreshes(() => success(TEST_SESSION));
    await expect(api.get('/user/me')).rejects.toBeInstanceOf(ApiError);
    expect(refreshes.count).toBe(0);
    expect(hasAccessToken()).toBe(false);
  });
});
