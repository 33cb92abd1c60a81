import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDaysAgo,
  formatNumber,
  formatTime,
  localeForCountry,
  usableLocale,
} from './locale-format';

// Local wall-clock times, so the expectations hold in any time zone the tests run in.
const evening = new Date(2026, 10, 23, 19, 52);
const morning = new Date(2026, 0, 3, 9, 5);

describe('dates the Nigerian way by default', () => {
  it('puts the day first and uses a 24-hour clock', () => {
    expect(DEFAULT_LOCALE).toBe('en-NG');
    expect(formatDate(evening)).toBe('23/11/2026');
    expect(formatDateTime(evening)).toBe('23/11/2026, 19:52');
    expect(formatTime(evening)).toBe('19:52');
    expect(formatDayMonth(evening)).toBe('23/11');
  });

  it('pads single-digit days, months and hours', () => {
    expect(formatDate(morning)).toBe('03/01/2026');
    expect(formatDateTime(morning)).toBe('03/01/2026, 09:05');
  });

  it('takes ISO strings and epoch milliseconds as well as dates', () => {
    expect(formatDateTime(evening.toISOString())).toBe('23/11/2026, 19:52');
    expect(formatDate(evening.getTime())).toBe('23/11/2026');
  });

  it('never gives the US month-first order, even when asked for it', () => {
    expect(formatDate(morning, 'en')).toBe('03/01/2026');
    expect(formatDate(morning, 'en-US')).toBe('03/01/2026');
    expect(usableLocale('en')).toBe('en-GB');
    expect(usableLocale('en-NG')).toBe('en-NG');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('Sierra Leone', () => {
  it('uses en-SL, which this Intl knows: day first, a 12-hour clock', () => {
    expect(localeForCountry('SL')).toBe('en-SL');
    expect(localeForCountry(' sl ')).toBe('en-SL');
    expect(formatDateTime(evening, 'en-SL')).toBe('23/11/2026, 7:52 pm');
  });

  it('gives every other or unknown country the default', () => {
    expect(localeForCountry('NG')).toBe('en-NG');
    expect(localeForCountry('GH')).toBe('en-NG');
    expect(localeForCountry(null)).toBe('en-NG');
  });

  it('falls back to day-first British English for a locale Intl has no data for', () => {
    expect(usableLocale('en-ZZ')).toBe('en-GB');
    expect(usableLocale('fr-FR')).toBe('fr-FR');
    expect(usableLocale('not a locale!')).toBe('en-GB');
    expect(formatDate(morning, 'en-ZZ')).toBe('03/01/2026');
  });
});

describe('formatNumber', () => {
  it('groups thousands with commas and keeps up to three decimals', () => {
    expect(formatNumber(1_500_000)).toBe('1,500,000');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(0)).toBe('0');
  });

  it('passes Intl options through', () => {
    expect(formatNumber(1291.67, { maximumFractionDigits: 0 })).toBe('1,292');
  });

  it('shows nothing for a missing or non-finite number', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatDaysAgo', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('says today, yesterday, or how many whole days ago', () => {
    expect(formatDaysAgo('2026-11-26T01:00:00Z', now)).toBe('today');
    expect(formatDaysAgo('2026-11-25T11:00:00Z', now)).toBe('yesterday');
    expect(formatDaysAgo('2026-11-23T12:00:00Z', now)).toBe('3 days ago');
    expect(formatDaysAgo('2026-10-27T12:00:00Z', now)).toBe('30 days ago');
  });

  it('reads a date slightly ahead (clock skew) as today, and nothing for no date', () => {
    expect(formatDaysAgo('2026-11-26T12:05:00Z', now)).toBe('today');
    expect(formatDaysAgo(null, now)).toBe('');
    expect(formatDaysAgo('not a date', now)).toBe('');
  });
});
