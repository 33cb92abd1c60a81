import { afterEach, describe, expect, it } from 'vitest';
import { fail, HttpResponse, http, server } from '../../testing/api-server';
import { SIGNED_IN_USER, startSignedIn } from '../../testing/signed-in';
import { hasAccessToken, onSessionChange, refreshSession, setSession } from '../api-client';
import { offlineUser } from './offline-user';

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
