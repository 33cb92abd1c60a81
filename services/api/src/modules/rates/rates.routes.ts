import { listExchangeRateRows } from '@ile/db/repositories/exchange-rates.repository';
import { ExchangeRatesResponse, successEnvelope } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';

/** decisions.md: a table older than 48 hours is stale (the rates worker refreshes it). */
const STALE_AFTER_MS = 48 * 3600_000;

/** The rate table the site converts prices with; no provider key ever reaches the browser. */
export default async function ratesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/rates',
    {
      schema: {
        tags: ['rates'],
        summary: 'USD-based exchange rates (quotes like USDNGN) and whether they are stale',
        response: { 200: successEnvelope(ExchangeRatesResponse) },
      },
    },
    async () => {
      const rows = await listExchangeRateRows(app.db);
      if (rows.length === 0) throw new AppError(503, 'Exchange rates are not available yet');
      // The table is as old as its oldest quote.
      const fetchedAt = new Date(Math.min(...rows.map((row) => row.fetched_at.getTime())));
      return {
        status: 'success' as const,
        data: {
          base: 'USD' as const,
          quotes: Object.fromEntries(rows.map((row) => [row.quote, row.rate])),
          fetched_at: fetchedAt.toISOString(),
          stale: Date.now() - fetchedAt.getTime() > STALE_AFTER_MS,
        },
      };
    },
  );
}
