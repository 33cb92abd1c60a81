import { describe, expect, it } from 'vitest';
import { formatArea, sqftToSqm, sqmToSqft } from './units';

describe('sqmToSqft and sqftToSqm', () => {
  it('converts with 1 ft = 0.3048 m', () => {
    expect(sqmToSqft(1)).toBe(10.76);
    expect(sqmToSqft(100)).toBe(1076.39);
    expect(sqftToSqm(1000)).toBe(92.9);
    expect(sqftToSqm(500)).toBe(46.45);
  });

  it('maps zero to zero', () => {
    expect(sqmToSqft(0)).toBe(0);
    expect(sqftToSqm(0)).toBe(0);
  });

  it('round-trips within rounding error', () => {
    for (const sqm of [1, 46.45, 250, 1234.56]) {
      expect(sqftToSqm(sqmToSqft(sqm))).toBeCloseTo(sqm, 1);
    }
  });
});

describe('formatArea', () => {
  it('shows square metres with square feet beside', () => {
    expect(formatArea(120)).toBe('120 m² (1,292 ft²)');
    expect(formatArea(1000)).toBe('1,000 m² (10,764 ft²)');
  });

  it('is empty when there is no size', () => {
    expect(formatArea(null)).toBe('');
    expect(formatArea(undefined)).toBe('');
    expect(formatArea(Number.NaN)).toBe('');
  });
});
