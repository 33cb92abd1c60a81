import { z } from 'zod';
import { RATE_BASE_CURRENCY } from '../constants/currencies';
import { TimestampSchema } from './common';

/**
 * data of GET /api/v1/rates: USD-based quotes keyed like `USDNGN` (a table may hold USDSLE, USDSLL or both).
 * `stale` is true when the last refresh failed and this is the last good table.
 */
export const ExchangeRatesResponse = z.object({
  base: z.literal(RATE_BASE_CURRENCY),
  quotes: z.record(z.string().regex(/^USD[A-Z]{3}$/), z.number().positive()),
  fetched_at: TimestampSchema,
  stale: z.boolean(),
});
export type ExchangeRatesResponse = z.infer<typeof ExchangeRatesResponse>;
