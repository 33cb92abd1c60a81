import type { User } from '@ile/shared/contracts/user';
import { hasSessionHint } from '@ile/shared/helpers/session-hint';
import { fetchUtils } from 'react-admin';

export interface Session {
  readonly accessToken: string;
  readonly user: User;
}

interface AuthEnvelope {
  data: { accessToken: string; user: User };
}

/**
 * The signed-in staff member. The access token lives in memory only (never in storage a script could read);
 * a reload gets a new one from the httpOnly refresh cookie.
 */
let current: Session | null = null;
let pendingRefresh: Promise<Session | null> | null = null;

export const getSession = (): Session | null => current;

export function setSession(session: Session | null): void {
  current = session;
}

async function postAuth(path: string, body: unknown = {}): Promise<Session> {
  const { json } = await fetchUtils.fetchJson(`/api/v1/auth/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const { data } = json as AuthEnvelope;
  return { accessToken: data.accessToken, user: data.user };
}

/** POST /api/v1/auth/login; the caller decides whether the account may use the console. */
export const signIn = (email: string, password: string): Promise<Session> =>
  postAuth('login', { email, password });

/**
 * Trades the refresh cookie for a new access token, or null when there is no live session. Calls share one
 * request: the server rotates the cookie on every refresh and treats a replayed one as theft, ending the
 * whole session, so two parallel refreshes would sign the member out. Without the api's session hint cookie
 * there is no refresh cookie either (they are set and cleared together), so the server is not asked.
 */
export function refreshSession(): Promise<Session | null> {
  if (!hasSessionHint(document.cookie)) return Promise.resolve(null);
  pendingRefresh ??= postAuth('refresh')
    .then(
      (session) => session,
      () => null,
    )
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

/** Ends the server session (and its cookie); failures are ignored because the local session goes anyway. */
export async function signOut(): Promise<void> {
  current = null;
  await fetchUtils
    .fetchJson('/api/v1/auth/logout', { method: 'POST', body: '{}', credentials: 'same-origin' })
    .catch(() => undefined);
}
