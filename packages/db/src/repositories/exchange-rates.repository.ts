import type { Executor } from '../database';

/** When the rate table was last refreshed: as old as its oldest quote (the api's `stale` reads it so). */
export async function exchangeRatesFetchedAt(db: Executor): Promise<Date | null> {
  const row = await db
    .selectFrom('exchange_rates')
    .select((eb) => eb.fn.min('fetched_at').as('oldest'))
    .executeTakeFirst();
  return row?.oldest ? new Date(row.oldest) : null;
}

/** The table as quote → rate (`USDNGN` → 1530.2). */
export async function listExchangeRates(db: Executor): Promise<Record<string, number>> {
  const rows = await db.selectFrom('exchange_rates').select(['quote', 'rate']).execute();
  return Object.fromEntries(rows.map((row) => [row.quote, Number(row.rate)]));
}

/**
 * Writes a provider's quotes over the table in one statement (so readers see all of them or none);
 * quotes the provider did not give keep their earlier row.
 */
export async function upsertExchangeRates(
  db: Executor,
  quotes: Readonly<Record<string, number>>,
  source: string,
  fetchedAt: Date,
): Promise<number> {
  const rows = Object.entries(quotes).map(([quote, rate]) => ({
    quote,
    rate: rate.toFixed(8),
    source,
    fetched_at: fetchedAt,
  }));
  if (rows.length === 0) return 0;
  await db
    .insertInto('exchange_rates')
    .values(rows)
    .onConflict((oc) =>
      oc.column('quote').doUpdateSet({
        rate: (eb) => eb.ref('excluded.rate'),
        source: (eb) => eb.ref('excluded.source'),
        fetched_at: (eb) => eb.ref('excluded.fetched_at'),
      }),
    )
    .execute();
  return rows.length;
}

/** Every quote with its rate and when it was fetched. */
export function listExchangeRateRows(db: Executor) {
  return db.selectFrom('exchange_rates').select(['quote', 'rate', 'fetched_at']).execute();
}
