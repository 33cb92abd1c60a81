import { describe, expect, it } from 'vitest';
import {
  convertPrice,
  currencyForCountry,
  isDisplayCurrency,
  isListingCurrency,
  normaliseCurrency,
  sllToSle,
} from './currency';

const quotes = { USDNGN: 1500, USDSLE: 22.5, USDSLL: 22500, USDEUR: 0.9, USDJPY: 150 };

describe('convertPrice', () => {
  it('returns the amount unchanged when both currencies are the same, even without quotes', () => {
    expect(convertPrice(1234.5, 'NGN', 'NGN', {})).toBe(1234.5);
    expect(convertPrice(10, 'usd', 'USD', {})).toBe(10);
  });

  it('converts from USD and to USD with one quote', () => {
    expect(convertPrice(2, 'USD', 'NGN', quotes)).toBe(3000);
    expect(convertPrice(3000, 'NGN', 'USD', quotes)).toBe(2);
  });

  it('converts between two non-USD currencies through USD', () => {
    expect(convertPrice(1500, 'NGN', 'SLE', quotes)).toBeCloseTo(22.5, 10);
    expect(convertPrice(150, 'JPY', 'EUR', quotes)).toBeCloseTo(0.9, 10);
  });

  it('treats SLL as a thousand SLE', () => {
    expect(convertPrice(22_500, 'SLL', 'SLE', {})).toBeNull();
    expect(convertPrice(22_500, 'SLL', 'SLE', quotes)).toBeCloseTo(22.5, 10);
    expect(convertPrice(1, 'SLE', 'SLL', quotes)).toBeCloseTo(1000, 10);
  });

  it('converts SLE with a table that only quotes SLL, and SLL with one that only quotes SLE', () => {
    expect(convertPrice(45, 'SLE', 'USD', { USDSLL: 22500 })).toBeCloseTo(2, 10);
    expect(convertPrice(1, 'USD', 'SLE', { USDSLL: 22500 })).toBeCloseTo(22.5, 10);
    expect(convertPrice(45_000, 'SLL', 'USD', { USDSLE: 22.5 })).toBeCloseTo(2, 10);
    expect(convertPrice(1500, 'NGN', 'SLE', { USDNGN: 1500, USDSLL: 22500 })).toBeCloseTo(22.5, 10);
  });

  it('prefers the direct quote when both leones are quoted', () => {
    expect(convertPrice(1, 'USD', 'SLE', { USDSLE: 24, USDSLL: 22500 })).toBe(24);
  });

  it('returns null when a quote is missing, zero, negative or not a number', () => {
    expect(convertPrice(100, 'NGN', 'GBP', quotes)).toBeNull();
    expect(convertPrice(100, 'GBP', 'NGN', quotes)).toBeNull();
    expect(convertPrice(100, 'NGN', 'USD', { USDNGN: 0 })).toBeNull();
    expect(convertPrice(100, 'NGN', 'USD', { USDNGN: -3 })).toBeNull();
    expect(convertPrice(100, 'NGN', 'USD', { USDNGN: Number.NaN })).toBeNull();
  });

  it('returns null for an amount that is not finite', () => {
    expect(convertPrice(Number.NaN, 'USD', 'NGN', quotes)).toBeNull();
    expect(convertPrice(Number.POSITIVE_INFINITY, 'USD', 'NGN', quotes)).toBeNull();
  });

  it('converts zero and negative amounts', () => {
    expect(convertPrice(0, 'USD', 'NGN', quotes)).toBe(0);
    expect(convertPrice(-1, 'USD', 'NGN', quotes)).toBe(-1500);
  });

  it('accepts lower-case and padded codes', () => {
    expect(convertPrice(2, ' usd ', 'ngn', quotes)).toBe(3000);
  });
});

describe('normaliseCurrency', () => {
  it('maps the legacy leone to SLE', () => {
    expect(normaliseCurrency('SLL')).toBe('SLE');
    expect(normaliseCurrency(' sll ')).toBe('SLE');
  });

  it('upper-cases and trims other codes', () => {
    expect(normaliseCurrency('ngn')).toBe('NGN');
    expect(normaliseCurrency(' SLE')).toBe('SLE');
    expect(normaliseCurrency('xyz')).toBe('XYZ');
  });
});

describe('currencyForCountry', () => {
  it.each([
    ['NG', 'NGN'],
    ['SL', 'SLE'],
    ['AU', 'AUD'],
    ['GB', 'GBP'],
    ['US', 'USD'],
    ['CA', 'CAD'],
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    ['IT', 'EUR'],
    ['ES', 'EUR'],
    ['NL', 'EUR'],
    ['IE', 'EUR'],
    ['IN', 'INR'],
    ['JP', 'JPY'],
    ['CN', 'CNY'],
    ['ZA', 'ZAR'],
  ])('%s pays in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('is case-insensitive', () => {
    expect(currencyForCountry(' ng ')).toBe('NGN');
  });

  it('falls back to USD for unknown, empty or missing countries', () => {
    expect(currencyForCountry('BR')).toBe('USD');
    expect(currencyForCountry('')).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
    expect(currencyForCountry(undefined)).toBe('USD');
    expect(currencyForCountry('toString')).toBe('USD');
  });
});

describe('currency guards', () => {
  it('recognise display and listing currencies', () => {
    expect(isDisplayCurrency('ZAR')).toBe(true);
    expect(isDisplayCurrency('SLL')).toBe(false);
    expect(isListingCurrency('SLE')).toBe(true);
    expect(isListingCurrency('USD')).toBe(false);
  });

  it('sllToSle divides by a thousand', () => {
    expect(sllToSle(25_000_000)).toBe(25_000);
  });
});
