import { CURRENCY_SYMBOLS } from '../constants/currencies';
import { PRICE_UNAVAILABLE } from '../constants/ui';
import { normaliseCurrency } from './currency';
import { DEFAULT_LOCALE, numberFormat } from './locale-format';

/** Currencies without minor units in everyday use: never shown with decimals. */
const WHOLE_ONLY = new Set(['JPY']);
/** Currencies whose prices are usually whole: decimals only when the amount has a fraction. */
const WHOLE_WHEN_WHOLE = new Set(['NGN', 'SLE']);

const isWhole = (amount: number): boolean => Math.abs(amount - Math.round(amount)) < 1e-9;

function fractionDigits(currency: string, amount: number): number {
  if (WHOLE_ONLY.has(currency)) return 0;
  if (WHOLE_WHEN_WHOLE.has(currency) && isWhole(amount)) return 0;
  return 2;
}

function symbolOf(currency: string): string {
  return Object.hasOwn(CURRENCY_SYMBOLS, currency)
    ? CURRENCY_SYMBOLS[currency as keyof typeof CURRENCY_SYMBOLS]
    : currency;
}

function render(amount: number, code: string, digits: number, locale: string): string {
  const number = numberFormat(
    { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true },
    locale,
  ).format(Math.abs(amount));
  const symbol = symbolOf(code);
  // Letter symbols ('Le', 'R', an unknown ISO code) need a space to stay readable; glyphs do not.
  const separator = /\p{L}$/u.test(symbol) ? ' ' : '';
  const sign = amount < 0 && Number(number.replace(/\D/g, '')) !== 0 ? '-' : '';
  return `${sign}${symbol}${separator}${number}`;
}

const isAmount = (amount: number | null | undefined): amount is number =>
  amount !== null && amount !== undefined && Number.isFinite(amount);

/**
 * A price with its currency symbol: '₦1,500,000', 'Le 2,500', '$1,234.50'. The symbol table is ours rather
 * than Intl's currency display, whose symbols for NGN and SLE differ between ICU versions; the locale only
 * chooses the separators. A missing amount (no exchange rate) shows '...'.
 */
export function formatPrice(
  amount: number | null | undefined,
  currency: string,
  locale: string = DEFAULT_LOCALE,
): string {
  if (!isAmount(amount)) return PRICE_UNAVAILABLE;
  const code = normaliseCurrency(currency);
  return render(amount, code, fractionDigits(code, amount), locale);
}

/**
 * An amount in minor units (kobo, cents: how held payments store money) as people read it: 145000000 NGN is
 * '₦1,450,000'. Every currency Ile takes has 100 minor units to the major one.
 */
export function formatMinorAmount(
  amount: number | null | undefined,
  currency: string,
  locale: string = DEFAULT_LOCALE,
): string {
  return formatPrice(isAmount(amount) ? amount / 100 : amount, currency, locale);
}

/**
 * A converted price, which is only a guide at today's rate: whole units in every currency ('$955',
 * 'Le 21,700'), since cents of an estimate mean nothing. A missing amount (no exchange rate) shows '...'.
 */
export function formatConvertedPrice(
  amount: number | null | undefined,
  currency: string,
  locale: string = DEFAULT_LOCALE,
): string {
  if (!isAmount(amount)) return PRICE_UNAVAILABLE;
  return render(amount, normaliseCurrency(currency), 0, locale);
}

/**
 * A price short enough for a map pin: '₦2.5M', 'Le 15K', '$950' (at most one decimal, thousands as K,
 * millions as M, billions as B). A missing amount (no exchange rate) shows '...'.
 */
export function formatCompactPrice(
  amount: number | null | undefined,
  currency: string,
  locale: string = DEFAULT_LOCALE,
): string {
  if (!isAmount(amount)) return PRICE_UNAVAILABLE;
  const number = numberFormat({ notation: 'compact', maximumFractionDigits: 1 }, locale).format(
    Math.abs(amount),
  );
  const symbol = symbolOf(normaliseCurrency(currency));
  const separator = /\p{L}$/u.test(symbol) ? ' ' : '';
  return `${amount < 0 ? '-' : ''}${symbol}${separator}${number}`;
}
