import type { DisplayCurrency } from '@ile/shared/constants/currencies';
import type { GeoCountryResponse } from '@ile/shared/contracts/geo';
import type { ExchangeRatesResponse } from '@ile/shared/contracts/rates';
import { convertPrice } from '@ile/shared/helpers/currency';
import { formatCompactPrice, formatConvertedPrice, formatPrice } from '@ile/shared/helpers/format-price';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useAccountSetting } from './account-setting';
import { api } from './api-client';

export interface CurrencyValue {
  /** What prices are shown in. */
  currency: DisplayCurrency;
  /** The visitor's own currency (from their country), offered first beside USD. */
  localCurrency: DisplayCurrency;
  /** Whether the user picked the currency by hand (then it stops following the country). */
  manual: boolean;
  choose: (currency: DisplayCurrency | null) => void;
  /**
   * A listing price in the chosen currency: exact when the listing is priced in it, otherwise converted and
   * rounded to whole units; '...' while the rate is missing.
   */
  format: (amount: number, from: string) => string;
  /** The same, short enough for a map pin ('₦2.5M'); converted amounts in whole units first. */
  compact: (amount: number, from: string) => string;
  /** Whether a price in `from` is shown converted (so its own price belongs beside it). */
  converts: (from: string) => boolean;
}

// Codes compared as given: an old-leone (SLL) amount is a thousand times a new-leone one and must be converted.
const converts = (from: string, to: string): boolean => from.trim().toUpperCase() !== to;

const CurrencyContext = createContext<CurrencyValue | null>(null);
const HOUR = 3_600_000;

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const rates = useQuery({
    queryKey: ['rates'],
    queryFn: ({ signal }) => api.get<ExchangeRatesResponse>('/rates', { signal }),
    staleTime: 6 * HOUR,
  });
  const country = useQuery({
    queryKey: ['geo-country'],
    queryFn: ({ signal }) => api.get<GeoCountryResponse>('/geo/country', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [selected, choose] = useAccountSetting('selected_currency', 'selectedCurrency', null);
  const localCurrency = country.data?.currency ?? 'USD';
  const currency = selected ?? localCurrency;
  const quotes = rates.data?.quotes;

  const value = useMemo<CurrencyValue>(
    () => ({
      currency,
      localCurrency,
      manual: selected !== null,
      choose,
      format: (amount, from) =>
        converts(from, currency)
          ? formatConvertedPrice(convertPrice(amount, from, currency, quotes ?? {}), currency)
          : formatPrice(amount, currency),
      compact: (amount, from) => {
        const converted = convertPrice(amount, from, currency, quotes ?? {});
        return formatCompactPrice(converted === null ? null : Math.round(converted), currency);
      },
      converts: (from) => converts(from, currency),
    }),
    [currency, localCurrency, selected, choose, quotes],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency must be used inside <CurrencyProvider>');
  return value;
}
