import type { AuthResponse } from '@ile/shared/contracts/auth';
import { hasSessionHint } from '@ile/shared/helpers/session-hint';
import { OFFLINE_COPY_HEADER } from '../service-worker/cache-rules';
import { offlineUser, rememberOfflineUser } from './offline/offline-user';
import { announceNewBuild, clearUserCaches } from './pwa/service-worker-client';

/** The base of every public API call; the site is served by the api itself, or proxied to it by Vite. */
export const API_BASE = '/api/v1';
const REQUEST_TIMEOUT_MS = 15_000;

/** A failed call: `message` is the server's words, fit for a toast; `fields` its per-field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface Envelope {
  status?: 'success' | 'fail' | 'error';
  message?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
}

/**
 * `offline`: no network at start, so the member last signed in here is shown their kept data (their saved
 * list, listings they read) without a token; the session is refreshed when the connection returns.
 */
type SessionListener = (session: AuthResponse | null, offline: boolean) => void;

/**
 * The access token lives in memory only (the refresh cookie is httpOnly), so a script injected into the page
 * cannot carry a session away. Every session change is announced so the UI follows.
 */
let accessToken: string | null = null;
/** The session started with no network and has no token until the connection returns and it is refreshed. */
let startedOffline = false;
const listeners = new Set<SessionListener>();

/**
 * Whether this browser may hold a refresh cookie: the api sets a script-readable hint cookie beside the
 * httpOnly one and clears both together (docs/sessions.md), so a visitor is never sent a doomed refresh, and a
 * sign-out in another tab or in the console is seen here too.
 */
export function mayHaveSession(): boolean {
  return hasSessionHint(document.cookie);
}

export function setSession(session: AuthResponse | null): void {
  accessToken = session?.accessToken ?? null;
  startedOffline = false;
  rememberOfflineUser(session?.user ?? null);
  for (const listener of listeners) listener(session, false);
}

/** No network to refresh with: the member last signed in here, with no token (see SessionListener). */
function setOfflineSession(session: AuthResponse): void {
  accessToken = null;
  startedOffline = true;
  for (const listener of listeners) listener(session, true);
}

const NO_NETWORK = 'No response from the server. Check your connection and try again.';
/** What an action that needs the network says when the browser has none. */
export const OFFLINE_MESSAGE =
  'You are offline. This needs a connection: try again when you are back online.';

export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasAccessToken(): boolean {
  return accessToken !== null;
}

/** The current access token, for the socket.io handshake (the only caller outside this file). */
export function getAccessToken(): string | null {
  return accessToken;
}

async function readEnvelope(response: Response): Promise<Envelope> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return { message: response.statusText };
  }
}

/**
 * The api names the site build it serves; a page of another build (a deploy since it loaded) offers
 * "Reload" and drops the API answers it kept for offline, written for the other version. Answers the
 * service worker gives from its cache (marked) are not the api speaking now.
 */
function checkBuild(response: Response): void {
  const served = response.headers.get('x-ile-build');
  if (!served || served === __ILE_BUILD__ || __ILE_BUILD__ === 'dev') return;
  if (response.headers.get(OFFLINE_COPY_HEADER)) return;
  announceNewBuild();
  void clearUserCaches();
}

async function send(
  method: string,
  path: string,
  body: unknown,
  signal?: AbortSignal,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    checkBuild(response);
    return response;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(navigator.onLine === false ? OFFLINE_MESSAGE : NO_NETWORK, 0);
  }
}

let refreshing: Promise<AuthResponse | null> | null = null;

/**
 * One refresh at a time: concurrent 401s share it, and a failed refresh signs the user out. Without the
 * session hint there is no cookie to trade, so the answer is "signed out" without asking the server.
 */
export function refreshSession(): Promise<AuthResponse | null> {
  if (!mayHaveSession()) {
    setSession(null);
    return Promise.resolve(null);
  }
  refreshing ??= (async () => {
    try {
      const response = await send('POST', '/auth/refresh', undefined);
      const envelope = await readEnvelope(response);
      const session = response.ok ? (envelope.data as AuthResponse) : null;
      setSession(session);
      return session;
    } catch (error) {
      // No answer at all is not a refusal: the member stays who they were, reading what this browser kept.
      const remembered = error instanceof ApiError && error.status === 0 ? offlineUser() : null;
      if (remembered) setOfflineSession({ user: remembered, accessToken: '' });
      else setSession(null);
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Whether a 401 to the call about to go out is worth one refresh and retry: it carried a token that may have
 * expired, or it went out unsigned from a session started offline. The browser can report itself offline for a
 * moment after the network is back, so such a call reaches the server before the session is refreshed; every
 * signed-in query then recovers here, not each in its own way.
 */
function sessionToRefresh(): boolean {
  return accessToken !== null || startedOffline;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Uploads over a slow connection need longer than the default 15 s. */
  timeoutMs?: number;
}

/**
 * Calls the API and answers the envelope's `data` (or the whole envelope's message for message-only calls).
 * A 401 with a session refreshes it once and retries; a second 401 clears the session.
 */
export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<{ data: T; message: string | undefined }> {
  // Back online after starting offline: the calls the reconnection sets off (a notification count, the saved
  // list) wait for the session's refresh instead of going out unsigned and being refused.
  if (startedOffline && navigator.onLine && !path.startsWith('/auth/')) await refreshSession();
  const mayRefresh = sessionToRefresh();
  let response = await send(method, path, body, options.signal, options.timeoutMs);
  if (response.status === 401 && mayRefresh && !path.startsWith('/auth/')) {
    const session = await refreshSession();
    if (session) response = await send(method, path, body, options.signal, options.timeoutMs);
  }
  const envelope = await readEnvelope(response);
  if (!response.ok || envelope.status === 'fail' || envelope.status === 'error') {
    throw new ApiError(
      envelope.message ?? (response.statusText || 'Something went wrong'),
      response.status,
      envelope.errors,
    );
  }
  return { data: envelope.data as T, message: envelope.message };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) =>
    request<T>('GET', path, undefined, options).then((r) => r.data),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options).then((r) => r.data),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options).then((r) => r.data),
  put: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options).then((r) => r.data),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options).then((r) => r.data),
  /** For calls whose answer that matters is the server's message (toggle, update-note, ...). */
  postForMessage: (path: string, body?: unknown, options?: RequestOptions) =>
    request<unknown>('POST', path, body ?? {}, options).then((r) => r.message ?? ''),
};

/** A query string from filters, leaving out empty values (the spec's "non-empty filters"). */
export function toQueryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A file only its owner may fetch (e.g. a data export): the same bearer token and one-refresh retry as
 * `request`, answered as a Blob, since a plain link cannot carry the in-memory token.
 */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const mayRefresh = sessionToRefresh();
  let response = await send('GET', path, undefined, options.signal);
  if (response.status === 401 && mayRefresh) {
    const session = await refreshSession();
    if (session) response = await send('GET', path, undefined, options.signal);
  }
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    throw new ApiError(envelope.message ?? (response.statusText || 'Something went wrong'), response.status);
  }
  return response.blob();
}
