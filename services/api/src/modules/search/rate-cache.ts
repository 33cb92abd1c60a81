import type { Db } from '@ile/db';
import { listExchangeRates } from '@ile/db/repositories/exchange-rates.repository';
import type { RateQuotes } from '@ile/shared';

const RATES_TTL_MS = 60_000;

/**
 * The rate table, read at most once a minute: searches convert price bounds on every request, and the
 * rates worker changes the table a few times a day at most.
 */
export function createRateCache(db: Db, ttlMs = RATES_TTL_MS) {
  let entry: { at: number; quotes: Promise<RateQuotes> } | undefined;
  return {
    quotes(): Promise<RateQuotes> {
      if (!entry || Date.now() - entry.at > ttlMs) {
        const quotes = listExchangeRates(db);
        const current = { at: Date.now(), quotes };
        entry = current;
        // A failed read is not kept: the next search tries again.
        quotes.catch(() => {
          if (entry === current) entry = undefined;
        });
      }
      return entry.quotes;
    },
    /** Forget the table (tests change it). */
    clear(): void {
      entry = undefined;
    },
  };
}
export type RateCache = ReturnType<typeof createRateCache>;
