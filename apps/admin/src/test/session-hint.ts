import { SESSION_HINT_COOKIE } from '@ile/shared/helpers/session-hint';

/** What the api's login and refresh answers leave in the browser beside the httpOnly refresh cookie. */
export function setSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this stands in for the api's Set-Cookie
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
}

/** What its logout and refused refresh leave: no hint (test/setup.ts calls this after every test). */
export function clearSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this stands in for the api's Set-Cookie
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
}
