import { SESSION_HINT_COOKIE } from '@ile/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';

export const REFRESH_COOKIE = 'ile_refresh';
const REFRESH_OPTIONS = { path: '/api/v1/auth', httpOnly: true, sameSite: 'lax' } as const;
const HINT_OPTIONS = { path: '/', httpOnly: false, sameSite: 'lax' } as const;

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

/**
 * The refresh cookie: httpOnly, SameSite, scoped to the auth path; a browser-session cookie unless "Remember my
 * login", when it lives exactly as long as the token it carries (`lifetimeMs`). Beside it goes the session
 * hint, readable by the site and the console on every path, so a page without a session never sends a refresh
 * that can only be refused; it carries nothing secret and lives and dies with the refresh cookie.
 */
export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  persist: boolean,
  lifetimeMs: number,
  secure: boolean,
): void {
  const lifetime = persist ? { maxAge: Math.max(0, Math.floor(lifetimeMs / 1000)) } : {};
  reply.setCookie(REFRESH_COOKIE, token, { ...REFRESH_OPTIONS, secure, ...lifetime });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...HINT_OPTIONS, secure, ...lifetime });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { ...REFRESH_OPTIONS, secure });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...HINT_OPTIONS, secure });
}

/**
 * A call that the cookie alone authenticates must come from our own pages: a browser always sends Origin
 * on such a POST, so a foreign Origin is a forged cross-site request.
 */
export function assertTrustedOrigin(request: FastifyRequest, allowed: string[]): void {
  const origin = request.headers.origin;
  if (origin && !allowed.includes(origin)) throw new ForbiddenError('This request did not come from Ile');
}
