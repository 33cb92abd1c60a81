import type { ExchangeRatesResponse } from '@ile/shared/contracts/rates';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** JSend success, typed by the contract the real endpoint answers. */
export function success<T>(data: T, message?: string) {
  return HttpResponse.json({ status: 'success' as const, data, ...(message ? { message } : {}) });
}

export function fail(status: number, message: string, errors?: Record<string, string[]>) {
  return HttpResponse.json({ status: 'fail' as const, message, ...(errors ? { errors } : {}) }, { status });
}

export const TEST_RATES: ExchangeRatesResponse = {
  base: 'USD',
  quotes: { USDNGN: 1500, USDSLE: 22.5, USDGBP: 0.8, USDEUR: 0.9 },
  fetched_at: '2026-11-21T00:00:00.000Z',
  stale: false,
};

/** Calls every page makes (rates, visitor country); tests add their own with `server.use(...)`. */
export const baseHandlers = [
  http.get('*/api/v1/rates', () => success(TEST_RATES)),
  http.get('*/api/v1/geo/country', () => success({ country: 'NG', currency: 'NGN', source: 'default' })),
  http.post('*/api/v1/auth/refresh', () => fail(401, 'Sign in to continue')),
];

export const server = setupServer(...baseHandlers);
export { HttpResponse, http };
