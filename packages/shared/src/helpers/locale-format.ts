/**
 * Dates, times and numbers the way our users write them. Nigerian English is the default: day first
 * (23/11/2026), a 24-hour clock (19:52) and comma thousands (1,500,000) — never the US month-first order a
 * browser set to plain 'en' or 'en-US' would give. Every date or number the site and the console show goes
 * through here, so the locale is chosen in one place.
 */
export const DEFAULT_LOCALE = 'en-NG';

/** A build of Intl without data for a locale falls back to plain 'en' (month first); British English is day first. */
const FALLBACK_LOCALE = 'en-GB';

const COUNTRY_LOCALES: Readonly<Record<string, string>> = { NG: 'en-NG', SL: 'en-SL' };

const usable = new Map<string, string>();

function dayComesFirst(locale: string): boolean {
  const order = new Intl.DateTimeFormat(locale, { dateStyle: 'short' })
    .formatToParts(new Date(2026, 10, 23))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month');
  return order[0] === 'day';
}

/** `locale` when this Intl writes it day first (so it has the data for it), else en-GB. */
export function usableLocale(locale: string): string {
  const known = usable.get(locale);
  if (known) return known;
  let chosen = FALLBACK_LOCALE;
  try {
    if (dayComesFirst(locale)) chosen = locale;
  } catch {
    // an invalid tag: the fallback
  }
  usable.set(locale, chosen);
  return chosen;
}

/** The locale for a user in this country (ISO alpha-2): en-SL in Sierra Leone, en-NG otherwise. */
export function localeForCountry(countryCode: string | null | undefined): string {
  const code = countryCode?.trim().toUpperCase() ?? '';
  return usableLocale(
    Object.hasOwn(COUNTRY_LOCALES, code) ? (COUNTRY_LOCALES[code] as string) : DEFAULT_LOCALE,
  );
}

// Building an Intl formatter costs far more than using one, and tables format hundreds of cells.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(usableLocale(locale), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A cached Intl.NumberFormat for the locale (en-NG by default). */
export function numberFormat(
  options: Intl.NumberFormatOptions = {},
  locale: string = DEFAULT_LOCALE,
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(usableLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

export type DateInput = Date | string | number;

function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(
  value: DateInput | null | undefined,
  options: Intl.DateTimeFormatOptions,
  locale: string,
): string {
  const date = toDate(value);
  return date ? dateFormat(locale, options).format(date) : '';
}

/** '23/11/2026'; a missing or invalid date is ''. */
export const formatDate = (value: DateInput | null | undefined, locale: string = DEFAULT_LOCALE): string =>
  formatWith(value, { dateStyle: 'short' }, locale);

/** 'November 2026' (member since); a missing or invalid date is ''. */
export const formatMonthYear = (
  value: DateInput | null | undefined,
  locale: string = DEFAULT_LOCALE,
): string => formatWith(value, { month: 'long', year: 'numeric' }, locale);

/** '23/11/2026, 19:52'; a missing or invalid date is ''. */
export const formatDateTime = (
  value: DateInput | null | undefined,
  locale: string = DEFAULT_LOCALE,
): string => formatWith(value, { dateStyle: 'short', timeStyle: 'short' }, locale);

/** '19:52'; a missing or invalid date is ''. */
export const formatTime = (value: DateInput | null | undefined, locale: string = DEFAULT_LOCALE): string =>
  formatWith(value, { timeStyle: 'short' }, locale);

/** '23/11': a date in the current year, where the year goes without saying. */
export const formatDayMonth = (
  value: DateInput | null | undefined,
  locale: string = DEFAULT_LOCALE,
): string => formatWith(value, { day: '2-digit', month: '2-digit' }, locale);

const DAY_MS = 86_400_000;

/**
 * 'today', 'yesterday', '3 days ago' (whole days since `value`, as of `now`); a missing or invalid date is ''.
 * A date a little in the future (clock skew) reads 'today'.
 */
export function formatDaysAgo(
  value: DateInput | null | undefined,
  now: DateInput = Date.now(),
  locale: string = DEFAULT_LOCALE,
): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const days = Math.max(0, Math.floor((reference.getTime() - date.getTime()) / DAY_MS));
  return new Intl.RelativeTimeFormat(usableLocale(locale), { numeric: 'auto' }).format(-days, 'day');
}

/** '1,500,000'; a missing or non-finite number is ''. */
export function formatNumber(
  value: number | null | undefined,
  options: Intl.NumberFormatOptions = {},
  locale: string = DEFAULT_LOCALE,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(options, locale).format(value);
}
