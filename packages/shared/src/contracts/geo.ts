import { z } from 'zod';
import { DISPLAY_CURRENCIES } from '../constants/currencies';

/** data of GET /api/v1/geo/country: the visitor's country and the currency prices follow by default. */
export const GeoCountryResponse = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: z.enum(DISPLAY_CURRENCIES),
  source: z.enum(['ip', 'accept-language', 'default']),
});
export type GeoCountryResponse = z.infer<typeof GeoCountryResponse>;
