import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { USD_RATES } from './listing-kinds';

/** Units per US dollar, plausible for late 2025; the rates worker replaces them when it has a provider. */
export const SEED_RATES: Readonly<Record<string, number>> = {
  USDNGN: USD_RATES.NGN,
  USDSLE: USD_RATES.SLE,
  // The pre-2022 leone, still quoted by some providers: 1 SLE = 1000 SLL.
  USDSLL: USD_RATES.SLE * 1000,
  USDGBP: 0.76,
  USDEUR: 0.87,
  USDCAD: 1.39,
  USDAUD: 1.53,
  USDINR: 88.6,
  USDJPY: 153.2,
  USDCNY: 7.12,
  USDZAR: 17.4,
};

/** Inserts the seed rates, and refreshes earlier seed rates, but never overwrites a provider's. */
export async function seedExchangeRates(db: Kysely<Database>, fetchedAt: Date): Promise<number> {
  const rows = Object.entries(SEED_RATES).map(([quote, rate]) => ({
    quote,
    rate,
    source: 'seed',
    fetched_at: fetchedAt,
  }));
  await db
    .insertInto('exchange_rates')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('quote')
        .doUpdateSet({
          rate: (eb) => eb.ref('excluded.rate'),
          fetched_at: (eb) => eb.ref('excluded.fetched_at'),
        })
        .where('exchange_rates.source', '=', sql.lit('seed')),
    )
    .execute();
  return rows.length;
}
