import { fetchUtils, HttpError } from 'react-admin';
import { getSession, refreshSession, setSession } from './session';

type FetchResult = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

const withToken = (options: fetchUtils.Options, token: string | undefined): fetchUtils.Options => ({
  ...options,
  // Headers are rebuilt per attempt: fetchJson writes Content-Type into the object it is given.
  headers: new Headers(options.headers ?? { Accept: 'application/json' }),
  user: { authenticated: Boolean(token), token: `Bearer ${token ?? ''}` },
});

/**
 * JSend fail bodies carry `errors: {field: [messages]}`; react-admin's forms show server-side validation
 * errors from `body.errors` as one string per field.
 */
function toFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const body = error.body as { errors?: Record<string, string[] | string> } | undefined;
  if (!body?.errors) return error;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    errors[field] = Array.isArray(messages) ? messages.join(' ') : messages;
  }
  return new HttpError(error.message, error.status, {
    ...body,
    errors: { ...errors, root: { serverError: error.message } },
  });
}

/**
 * fetchJson with the staff member's bearer token. An expired token (401) is refreshed once through the
 * cookie and the call retried; a second 401 goes to the auth provider's checkError, which signs out.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}): Promise<FetchResult> {
  try {
    return await fetchUtils.fetchJson(url, withToken(options, getSession()?.accessToken));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401) throw toFormErrors(error);
    const refreshed = await refreshSession();
    setSession(refreshed);
    if (!refreshed) throw error;
    try {
      return await fetchUtils.fetchJson(url, withToken(options, refreshed.accessToken));
    } catch (retryError) {
      throw toFormErrors(retryError);
    }
  }
}

/** A private file (an application's image or document) as a Blob, with the same token handling. */
export async function fetchBlob(url: string): Promise<Blob> {
  const attempt = (token: string | undefined) =>
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  let response = await attempt(getSession()?.accessToken);
  if (response.status === 401) {
    const refreshed = await refreshSession();
    setSession(refreshed);
    if (refreshed) response = await attempt(refreshed.accessToken);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new HttpError(
      body?.message ?? `The file could not be loaded (${response.status})`,
      response.status,
      body,
    );
  }
  return response.blob();
}
