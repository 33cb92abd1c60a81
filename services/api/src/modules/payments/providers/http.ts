import { EXTERNAL_CALL_TIMEOUT_MS } from '@ile/shared';
import { ProviderUnavailableError } from './provider';

export interface ProviderResponse {
  status: number;
  body: Record<string, unknown>;
}

export interface ProviderRequest {
  method: 'GET' | 'POST';
  url: string;
  secretKey: string;
  body?: unknown;
}

/**
 * One JSON call to a provider with its secret key as the bearer token. A 4xx comes back to the adapter
 * (it may mean "no such reference"); a network failure, a timeout, a 5xx or a body that is not JSON is
 * ProviderUnavailableError, which the api answers with 502 and a webhook sender retries.
 */
export async function callProvider(label: string, request: ProviderRequest): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        authorization: `Bearer ${request.secretKey}`,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(EXTERNAL_CALL_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ProviderUnavailableError(label, timedOut ? 'timed out' : undefined);
  }
  if (response.status >= 500) throw new ProviderUnavailableError(label, `status ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderUnavailableError(label, 'unreadable answer');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ProviderUnavailableError(label, 'unreadable answer');
  }
  return { status: response.status, body: body as Record<string, unknown> };
}

/** Reads a field of a provider's loosely typed answer. */
export const field = (source: unknown, key: string): unknown =>
  source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;

export const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

export const asNumber = (value: unknown): number | null => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};
