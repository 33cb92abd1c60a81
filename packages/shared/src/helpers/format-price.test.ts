import { describe, expect, it } from 'vitest';
import { formatCompactPrice, formatConvertedPrice, formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows naira with ₦, thousands separators and no decimals when whole', () => {
    expect(formatPrice(1_500_000, 'NGN')).toBe('₦1,500,000');
    expect(formatPrice(0, 'NGN')).toBe('₦0');
  });

  it('shows two decimals for naira and leones only when the amount has a fraction', () => {
    expect(formatPrice(1500.5, 'NGN')).toBe('₦1,500.50');
    expect(formatPrice(2500.257, 'SLE')).toBe('Le 2,500.26');
  });

  it('shows leones as "Le" with a space', () => {
    expect(formatPrice(25_000, 'SLE')).toBe('Le 25,000');
  });

  it('shows legacy SLL codes as the current leone symbol without changing the amount', () => {
    expect(formatPrice(25_000, 'SLL')).toBe('Le 25,000');
  });

  it('never shows decimals for yen', () => {
    expect(formatPrice(150_000, 'JPY')).toBe('¥150,000');
    expect(formatPrice(1234.6, 'JPY')).toBe('¥1,235');
  });

  it('shows two decimals for other currencies', () => {
    expect(formatPrice(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatPrice(1000, 'USD')).toBe('$1,000.00');
    expect(formatPrice(0.666, 'USD')).toBe('$0.67');
    expect(formatPrice(99.99, 'GBP')).toBe('£99.99');
    expect(formatPrice(10, 'EUR')).toBe('€10.00');
    expect(formatPrice(10, 'INR')).toBe('₹10.00');
    expect(formatPrice(10, 'AUD')).toBe('A$10.00');
    expect(formatPrice(10, 'CAD')).toBe('CA$10.00');
    expect(formatPrice(10, 'CNY')).toBe('CN¥10.00');
    expect(formatPrice(10, 'ZAR')).toBe('R 10.00');
  });

  it('accepts lower-case codes', () => {
    expect(formatPrice(5, 'ngn')).toBe('₦5');
  });

  it('shows an unknown currency by its code', () => {
    expect(formatPrice(1234.5, 'XOF')).toBe('XOF 1,234.50');
  });

  it('puts the sign before the symbol for negative amounts', () => {
    expect(formatPrice(-1500, 'NGN')).toBe('-₦1,500');
    expect(formatPrice(-0.001, 'USD')).toBe('$0.00');
  });

  it("shows '...' when there is no amount", () => {
    expect(formatPrice(null, 'USD')).toBe('...');
    expect(formatPrice(undefined, 'NGN')).toBe('...');
    expect(formatPrice(Number.NaN, 'NGN')).toBe('...');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'NGN')).toBe('...');
  });

  it('uses the given locale for separators only', () => {
    expect(formatPrice(1234.5, 'EUR', 'de-DE')).toBe('€1.234,50');
    expect(formatPrice(1_500_000, 'NGN', 'en-NG')).toBe('₦1,500,000');
    expect(formatPrice(2_500_000, 'NGN', 'en-IN')).toBe('₦25,00,000');
  });
});

describe('formatConvertedPrice', () => {
  it('rounds an estimate to whole units in every currency', () => {
    expect(formatConvertedPrice(954.62, 'USD')).toBe('$955');
    expect(formatConvertedPrice(21_700.4, 'SLE')).toBe('Le 21,700');
    expect(formatConvertedPrice(1_432_500.5, 'NGN')).toBe('₦1,432,501');
    expect(formatConvertedPrice(21_700, 'SLL')).toBe('Le 21,700');
  });

  it("shows '...' when the rate was missing", () => {
    expect(formatConvertedPrice(null, 'USD')).toBe('...');
    expect(formatConvertedPrice(Number.NaN, 'SLE')).toBe('...');
  });
});

describe('formatCompactPrice', () => {
  it('shortens thousands, millions and billions to one decimal at most, with the currency symbol', () => {
    expect(formatCompactPrice(2_500_000, 'NGN')).toBe('₦2.5M');
    expect(formatCompactPrice(15_000, 'SLE')).toBe('Le 15K');
    expect(formatCompactPrice(950, 'USD')).toBe('$950');
    expect(formatCompactPrice(1_240_000_000, 'NGN')).toBe('₦1.2B');
    expect(formatCompactPrice(964.4, 'USD')).toBe('$964.4');
  });

  it('shows the placeholder when there is no amount (no rate yet)', () => {
    expect(formatCompactPrice(null, 'USD')).toBe('...');
  });
});
