import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';

export const REFRESH_COOKIE = 'ile_refresh';
const COOKIE_PATH = '/api/v1/auth';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

/**
 * httpOnly, SameSite, scoped to the auth path; a browser-session cookie unless "Remember my login", when it
 * lives exactly as long as the token it carries (`lifetimeMs`).
 */
export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  persist: boolean,
  lifetimeMs: number,
  secure: boolean,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(persist ? { maxAge: Math.max(0, Math.floor(lifetimeMs / 1000)) } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
}

/**
 * A call that the cookie alone authenticates must come from our own pages: a browser always sends Origin
 * on such a POST, so a foreign Origin is a forged cross-site request.
 */
export function assertTrustedOrigin(request: FastifyRequest, allowed: string[]): void {
  const origin = request.headers.origin;
  if (origin && !allowed.includes(origin)) throw new ForbiddenError('This request did not come from Ile');
}
