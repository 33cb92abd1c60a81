import { SEED_RATES } from '@ile/db/seed/exchange-rates';
import { waitFor } from '@ile/db/testing/wait-for';
import { JOBS, QUEUES, RATE_QUOTE_CURRENCIES, type RefreshRatesJob } from '@ile/shared';
import type { Job } from 'bullmq';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ProviderServer,
  type Responder,
  sendJson,
  startProviderServer,
} from './helpers/provider-server';
import { useWorkerHarness } from './support/worker-harness';

const HOUR_MS = 3600_000;
const KEY = 'test-access-key';

/** A currencylayer-style `live` answer for the currencies the request asked for. */
function liveAnswer(quotes: Record<string, number>, timestamp = Math.floor(Date.now() / 1000)) {
  return { success: true, terms: 'https://example.test/terms', timestamp, source: 'USD', quotes };
}

const PROVIDER_QUOTES = {
  USDNGN: 1530.25,
  USDSLE: 22.75,
  USDGBP: 0.79,
  USDEUR: 0.92,
  USDCAD: 1.36,
  USDAUD: 1.5,
  USDINR: 83.1,
  USDJPY: 150.5,
  USDCNY: 7.2,
  USDZAR: 18.6,
};

/** Speaks the `live` protocol: checks the key, answers `success: false` like the real service otherwise. */
const liveProvider =
  (quotes: Record<string, number> = PROVIDER_QUOTES): Responder =>
  (request, response) => {
    if (request.url.pathname !== '/live') return sendJson(response, { success: false, error: { code: 103 } });
    if (request.url.searchParams.get('access_key') !== KEY) {
      return sendJson(response, {
        success: false,
        error: {
          code: 101,
          type: 'invalid_access_key',
          info: 'You have not supplied a valid API Access Key.',
        },
      });
    }
    sendJson(response, liveAnswer(quotes));
  };

describe('rates worker on the real PostgreSQL and Redis, against a local `live` endpoint', () => {
  let provider: ProviderServer;
  beforeEach(async () => {
    provider = await startProviderServer(liveProvider());
  });
  afterEach(() => provider.close());
  // After the provider's hooks: its teardown (stopping the worker) runs before the provider closes.
  const worker = useWorkerHarness({
    queue: QUEUES.rates,
    runtime: () => ({
      outboxPollMs: 50,
      ratesApiUrl: provider.url,
      ratesApiKey: KEY,
      schedules: { enabled: false },
    }),
  });

  /** The seeded table, `ageHours` old. */
  const seedTable = async (ageHours: number) => {
    const fetchedAt = new Date(Date.now() - ageHours * HOUR_MS);
    await worker.db
      .insertInto('exchange_rates')
      .values(
        Object.entries(SEED_RATES).map(([quote, rate]) => ({
          quote,
          rate,
          source: 'seed',
          fetched_at: fetchedAt,
        })),
      )
      .execute();
  };

  const table = () =>
    worker.db
      .selectFrom('exchange_rates')
      .select(['quote', 'rate', 'source', 'fetched_at'])
      .orderBy('quote')
      .execute();

  /** Queues a refresh by hand and waits for its outcome. */
  const refresh = async (): Promise<Job> => {
    const data: RefreshRatesJob = { reason: 'manual' };
    const job = await worker.queue.add(JOBS.rates.refreshRates, data);
    return waitFor(async () => {
      const current = await worker.queue.getJob(job.id as string);
      return current?.finishedOn ? current : undefined;
    });
  };

  it('writes the provider’s quotes over the table and asks for every currency the site shows', async () => {
    await seedTable(1);
    worker.start();
    const job = await refresh();
    expect(job.returnvalue).toMatchObject({ outcome: 'refreshed', source: new URL(provider.url).host });

    const rows = await table();
    const rates = Object.fromEntries(rows.map((row) => [row.quote, row.rate]));
    expect(rates).toEqual({ ...PROVIDER_QUOTES, USDSLL: 22_750 });
    for (const row of rows) {
      expect(row.source).toBe(new URL(provider.url).host);
      expect(Math.abs(row.fetched_at.getTime() - Date.now())).toBeLessThan(10_000);
    }

    expect(provider.requests).toHaveLength(1);
    const asked = provider.requests[0]?.url;
    expect(asked?.pathname).toBe('/live');
    expect(asked?.searchParams.get('access_key')).toBe(KEY);
    expect(asked?.searchParams.get('source')).toBe('USD');
    expect(asked?.searchParams.get('currencies')?.split(',').sort()).toEqual(
      [...RATE_QUOTE_CURRENCIES].sort(),
    );
  });

  it('converts an SLL quote to SLE (1 SLE = 1000 SLL) when the provider gives no SLE', async () => {
    const { USDSLE: _sle, ...withoutSle } = PROVIDER_QUOTES;
    provider.answer(liveProvider({ ...withoutSle, USDSLL: 22_500 }));
    await seedTable(1);
    worker.start();
    expect((await refresh()).returnvalue.outcome).toBe('refreshed');
    const rates = Object.fromEntries((await table()).map((row) => [row.quote, row.rate]));
    expect(rates.USDSLE).toBe(22.5);
    expect(rates.USDSLL).toBe(22_500);
    expect(rates.USDNGN).toBe(1530.25);
  });

  const failures: [string, Responder, string][] = [
    ['an HTTP error', (_req, res) => sendJson(res, { message: 'upstream down' }, 503), 'HTTP 503'],
    [
      'success: false',
      (_req, res) =>
        sendJson(res, {
          success: false,
          error: { code: 104, info: 'Your monthly usage limit has been reached.' },
        }),
      'usage limit',
    ],
    ['a body that is not JSON', (_req, res) => sendJson(res, '<html>maintenance</html>'), 'not JSON'],
    [
      'no NGN quote',
      (_req, res) => sendJson(res, liveAnswer({ USDSLE: 22.75, USDGBP: 0.79 })),
      'no USDNGN quote',
    ],
    ['a silence longer than the timeout', () => undefined, 'no answer in 300 ms'],
  ];

  for (const [what, respond, reason] of failures) {
    it(`keeps the last good table untouched on ${what}`, async () => {
      await seedTable(1);
      const before = await table();
      provider.answer(respond);
      worker.start({ ratesTimeoutMs: 300 });
      const job = await refresh();
      expect(job.failedReason).toBeUndefined();
      expect(job.returnvalue.outcome).toBe('kept');
      expect(job.returnvalue.reason).toContain(reason);
      expect(await table()).toEqual(before);
      expect(provider.requests).toHaveLength(1);
    });
  }

  it('refreshes at start when the table is older than 48 hours, and schedules the next refreshes', async () => {
    await seedTable(72);
    const started = worker.start({ schedules: {}, ratesRefreshEveryHours: 6 });
    await started.scheduled;
    const rows = await waitFor(async () => {
      const current = await table();
      return current.every((row) => row.source !== 'seed') ? current : undefined;
    });
    expect(Math.min(...rows.map((row) => row.fetched_at.getTime()))).toBeGreaterThan(Date.now() - 60_000);
    expect(provider.requests).toHaveLength(1);
    const schedulers = await worker.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.every])).toEqual([['refresh-rates', 6 * HOUR_MS]]);
  });

  it('refreshes at start when the table is empty', async () => {
    worker.start({ schedules: {} });
    const rows = await waitFor(async () => {
      const current = await table();
      return current.length > 0 ? current : undefined;
    });
    expect(rows.find((row) => row.quote === 'USDNGN')?.rate).toBe(1530.25);
  });

  it('leaves a fresh table alone at start', async () => {
    await seedTable(47);
    const before = await table();
    await worker.start({ schedules: { ratesEveryMs: HOUR_MS } }).scheduled;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(provider.requests).toHaveLength(0);
    expect(await table()).toEqual(before);
  });

  it('without RATES_API_URL says so and keeps the seeded table, even a stale one', async () => {
    await seedTable(72);
    const before = await table();
    await worker.start({ ratesApiUrl: undefined, schedules: {} }).scheduled;
    expect((await refresh()).returnvalue).toEqual({ outcome: 'no-provider' });
    expect(await table()).toEqual(before);
    expect(provider.requests).toHaveLength(0);
  });
});
