export const DISPLAY_CURRENCIES = [
  'USD',
  'NGN',
  'SLE',
  'AUD',
  'GBP',
  'CAD',
  'EUR',
  'INR',
  'JPY',
  'CNY',
  'ZAR',
] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export const DEFAULT_DISPLAY_CURRENCY: DisplayCurrency = 'USD';

export const LISTING_CURRENCIES = ['NGN', 'SLE'] as const;
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number];

/** The pre-2022 Sierra Leonean leone: still accepted in payloads and rate tables, converted on the way in. */
export const LEGACY_LEONE = 'SLL';
export const SLL_PER_SLE = 1000;

export const CURRENCY_SYMBOLS = {
  USD: '$',
  NGN: '₦',
  SLE: 'Le',
  AUD: 'A$',
  GBP: '£',
  CAD: 'CA$',
  EUR: '€',
  INR: '₹',
  JPY: '¥',
  CNY: 'CN¥',
  ZAR: 'R',
} as const satisfies Record<DisplayCurrency, string>;

export const CURRENCY_NAMES = {
  USD: 'US dollar',
  NGN: 'Nigerian naira',
  SLE: 'Sierra Leonean leone',
  AUD: 'Australian dollar',
  GBP: 'British pound',
  CAD: 'Canadian dollar',
  EUR: 'Euro',
  INR: 'Indian rupee',
  JPY: 'Japanese yen',
  CNY: 'Chinese yuan',
  ZAR: 'South African rand',
} as const satisfies Record<DisplayCurrency, string>;

/** Visitor country (ISO 3166-1 alpha-2) to the currency prices follow until the user picks one. */
export const COUNTRY_CURRENCY = {
  NG: 'NGN',
  SL: 'SLE',
  AU: 'AUD',
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  IE: 'EUR',
  IN: 'INR',
  JP: 'JPY',
  CN: 'CNY',
  ZA: 'ZAR',
} as const satisfies Record<string, DisplayCurrency>;

/** Exchange rates: every quote is USD-based and keyed like `USDNGN`. */
export const RATE_BASE_CURRENCY = 'USD';
/** The currencies asked of the rate provider; SLL as well as SLE, since providers differ in which they quote. */
export const RATE_QUOTE_CURRENCIES = [
  'AUD',
  'CAD',
  'NGN',
  'SLE',
  'SLL',
  'GBP',
  'EUR',
  'INR',
  'JPY',
  'CNY',
  'ZAR',
] as const;
/** A table older than this is refreshed; if the provider is down the old table is kept and marked stale. */
export const RATES_MAX_AGE_HOURS = 48;
export const EXTERNAL_CALL_TIMEOUT_MS = 10_000;
