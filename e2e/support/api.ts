import type { AuthResponse } from '@ile/shared';
import { inject } from 'vitest';
import { type Session, signInAt } from './sign-in';

export type { BrowserCookie, Session } from './sign-in';

export const DEMO_PASSWORD = 'Demo1234!';

/** The product under test (set by global-setup.ts), e.g. http://localhost:41234. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Signs in through `POST /api/v1/auth/login`, for journeys that do not test signing in. Every call is a
 * new session: a refresh cookie must live in one browser context only, since rotating it twice ends it.
 */
export function signInViaApi(email: string, password = DEMO_PASSWORD): Promise<Session> {
  return signInAt(baseUrl(), email, password);
}

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface ApiClient {
  user: AuthResponse['user'];
  accessToken: string;
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>>;
  get<T = unknown>(path: string): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
}

// Access tokens last 15 minutes; reusing one keeps journeys clear of the login throttle (30 a minute per IP).
const clients = new Map<string, { client: ApiClient; until: number }>();

/** A fetch helper carrying `email`'s access token: `(await apiAs('admin@ile.test')).get('/api/admin/users')`. */
export async function apiAs(email: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  const cached = clients.get(email);
  if (cached && cached.until > Date.now()) return cached.client;
  const { user, accessToken } = await signInViaApi(email, password);
  const request = async <T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> => {
    const res = await fetch(new URL(path, baseUrl()), {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const parsed = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: res.status, headers: res.headers, body: parsed as T };
  };
  const client: ApiClient = {
    user,
    accessToken,
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
  };
  clients.set(email, { client, until: Date.now() + 10 * 60 * 1000 });
  return client;
}

/** A message the stack's mail catcher kept (staff `GET /api/admin/mail`). */
export interface CapturedMail {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export interface MailQuery {
  /** Only messages whose subject contains this (case-insensitive). */
  subject?: string;
  /** How long to wait for the worker to send it (default 20 s). */
  timeoutMs?: number;
}

/** The mail sent to `to`, newest first; waits until at least one (matching) message has arrived. */
export async function capturedMail(to: string, query: MailQuery = {}): Promise<CapturedMail[]> {
  const staff = await apiAs('support@ile.test');
  const params = new URLSearchParams({
    filter: JSON.stringify({ to_address: to }),
    sort: JSON.stringify(['id', 'DESC']),
    range: JSON.stringify([0, 49]),
  });
  const deadline = Date.now() + (query.timeoutMs ?? 20_000);
  for (;;) {
    const answer = await staff.get<CapturedMail[]>(`/api/admin/mail?${params}`);
    if (answer.status !== 200) throw new Error(`reading the mail catcher failed: ${answer.status}`);
    const subject = query.subject?.toLowerCase();
    const found = answer.body.filter(
      (mail) =>
        mail.to_address.toLowerCase() === to.toLowerCase() &&
        (!subject || mail.subject.toLowerCase().includes(subject)),
    );
    if (found.length > 0) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to}${query.subject ? ` about "${query.subject}"` : ''} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in a message whose URL contains `part`, e.g. `linkIn(mail, '/verify-email')`. */
export function linkIn(mail: CapturedMail, part: string): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((url) => url.includes(part));
  if (!link) throw new Error(`no link containing "${part}" in "${mail.subject}"`);
  return link.replace(/&amp;/g, '&');
}
