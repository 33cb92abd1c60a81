import type { AuthResponse } from '@ile/shared';

// Signing in through the api, for journeys and benchmarks alike (no vitest here: benchmarks run on plain Node).

/** A cookie in the shape Playwright's `context.addCookies` takes. */
export interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

export interface Session extends AuthResponse {
  /** The refresh cookie: a browser context holding it is signed in once the page refreshes its token. */
  cookies: BrowserCookie[];
}

function parseSetCookie(header: string, host: string): BrowserCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const cookie: BrowserCookie = {
    name: pair.slice(0, equals),
    value: pair.slice(equals + 1),
    domain: host,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value;
    else if (name === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'samesite')
      cookie.sameSite = (value.charAt(0).toUpperCase() + value.slice(1).toLowerCase()) as 'Lax';
  }
  return cookie;
}

/**
 * Signs in through `POST /api/v1/auth/login`, for journeys that do not test signing in. Every call is a
 * new session: a refresh cookie must live in one browser context only, since rotating it twice ends it.
 */
export async function signInAt(base: string, email: string, password: string): Promise<Session> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, persist: true }),
  });
  const body = (await res.json()) as { status: string; message?: string; data?: AuthResponse };
  if (!res.ok || !body.data) throw new Error(`signing in as ${email} failed: ${res.status} ${body.message}`);
  const host = new URL(base).hostname;
  return { ...body.data, cookies: res.headers.getSetCookie().map((header) => parseSetCookie(header, host)) };
}
