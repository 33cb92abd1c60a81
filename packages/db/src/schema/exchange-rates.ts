import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, Numeric } from './columns';

/** Units of the quote currency per US dollar, keyed like the provider's quotes ('USDNGN'). */
export interface ExchangeRatesTable {
  quote: string;
  rate: Numeric;
  /** 'seed', or the provider's name. */
  source: string;
  fetched_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type ExchangeRate = Selectable<ExchangeRatesTable>;
export type NewExchangeRate = Insertable<ExchangeRatesTable>;
export type ExchangeRateUpdate = Updateable<ExchangeRatesTable>;
