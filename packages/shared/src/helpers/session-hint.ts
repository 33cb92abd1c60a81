/**
 * The name of the api's "has session" hint: a cookie readable by scripts, holding only "1", that the api
 * sets beside the httpOnly refresh cookie and clears with it. Pages read it to skip a refresh that could
 * only be refused (docs/sessions.md).
 */
export const SESSION_HINT_COOKIE = 'ile_signed_in';

/** Whether a `Cookie` string (`document.cookie` in a browser) carries the session hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
}
