import {
  COUNTRY_CURRENCY,
  DEFAULT_DISPLAY_CURRENCY,
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
  LEGACY_LEONE,
  LISTING_CURRENCIES,
  type ListingCurrency,
  RATE_BASE_CURRENCY,
  SLL_PER_SLE,
} from '../constants/currencies';

export type RateQuotes = Readonly<Record<string, number>>;

/** Upper-cased, trimmed currency code, with the legacy leone (SLL) mapped to SLE. */
export function normaliseCurrency(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === LEGACY_LEONE ? 'SLE' : upper;
}

export function isDisplayCurrency(code: string): code is DisplayCurrency {
  return (DISPLAY_CURRENCIES as readonly string[]).includes(code);
}

export function isListingCurrency(code: string): code is ListingCurrency {
  return (LISTING_CURRENCIES as readonly string[]).includes(code);
}

/** An amount in old leones (SLL) expressed in new leones (SLE). */
export function sllToSle(amount: number): number {
  return amount / SLL_PER_SLE;
}

/** The currency prices follow for a visitor from this country (ISO alpha-2); USD when unknown. */
export function currencyForCountry(countryCode: string | null | undefined): DisplayCurrency {
  const code = countryCode?.trim().toUpperCase() ?? '';
  return Object.hasOwn(COUNTRY_CURRENCY, code)
    ? COUNTRY_CURRENCY[code as keyof typeof COUNTRY_CURRENCY]
    : DEFAULT_DISPLAY_CURRENCY;
}

const isUsableRate = (rate: number | undefined): rate is number =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/** Units of `code` per US dollar, or null when the table cannot tell. */
function unitsPerUsd(code: string, quotes: RateQuotes): number | null {
  if (code === RATE_BASE_CURRENCY) return 1;
  const direct = quotes[`${RATE_BASE_CURRENCY}${code}`];
  if (isUsableRate(direct)) return direct;
  // A table may quote either leone; 1 SLE = 1000 SLL.
  if (code === 'SLE') {
    const sll = quotes[`${RATE_BASE_CURRENCY}${LEGACY_LEONE}`];
    return isUsableRate(sll) ? sll / SLL_PER_SLE : null;
  }
  if (code === LEGACY_LEONE) {
    const sle = quotes[`${RATE_BASE_CURRENCY}SLE`];
    return isUsableRate(sle) ? sle * SLL_PER_SLE : null;
  }
  return null;
}

/**
 * Converts through the USD-based quote table (`{USDNGN: 1500, ...}`). Returns null when a needed quote is
 * missing or the amount is not a finite number, so the caller can show a placeholder instead of a wrong price.
 */
export function convertPrice(amount: number, from: string, to: string, quotes: RateQuotes): number | null {
  if (!Number.isFinite(amount)) return null;
  const fromCode = from.trim().toUpperCase();
  const toCode = to.trim().toUpperCase();
  if (fromCode === toCode) return amount;
  const fromRate = unitsPerUsd(fromCode, quotes);
  const toRate = unitsPerUsd(toCode, quotes);
  if (fromRate === null || toRate === null) return null;
  return (amount / fromRate) * toRate;
}
