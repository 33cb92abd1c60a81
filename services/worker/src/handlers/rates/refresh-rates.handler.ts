import { upsertExchangeRates } from '@ile/db/repositories/exchange-rates.repository';
import { QUEUED_JOBS } from '@ile/shared';
import { RatesProviderError } from '../../providers/rates-provider';
import { queuedJobHandler } from '../../registry';

export type RefreshRatesResult =
  | { outcome: 'refreshed'; quotes: number; fetchedAt: string; source: string }
  | { outcome: 'no-provider' }
  | { outcome: 'kept'; reason: string };

/**
 * Refreshes the exchange-rate table from the provider (every 6 hours, and at start when the table is
 * empty or older than 48 hours). All quotes are written in one statement. When anything goes wrong the
 * last good table stays exactly as it was and the job still succeeds: the next scheduled run tries again,
 * and meanwhile the api reports the table `stale` once it is older than 48 hours.
 */
export const refreshRatesHandler = queuedJobHandler(
  QUEUED_JOBS.refreshRates,
  async ({ reason }, _job, { db, log, rates }): Promise<RefreshRatesResult> => {
    if (!rates) {
      log.info({ reason }, 'no rates provider configured (RATES_API_URL); keeping the rate table as it is');
      return { outcome: 'no-provider' };
    }
    let live: Awaited<ReturnType<typeof rates.fetchLive>>;
    try {
      live = await rates.fetchLive();
    } catch (error) {
      if (!(error instanceof RatesProviderError)) throw error;
      log.warn(
        { reason, provider: rates.name, err: error.message },
        'rates refresh failed; keeping the last good table',
      );
      return { outcome: 'kept', reason: error.message };
    }
    const written = await upsertExchangeRates(db, live.quotes, rates.name, live.timestamp);
    log.info(
      { reason, provider: rates.name, quotes: written, fetchedAt: live.timestamp },
      'exchange rates refreshed',
    );
    return {
      outcome: 'refreshed',
      quotes: written,
      fetchedAt: live.timestamp.toISOString(),
      source: rates.name,
    };
  },
);
