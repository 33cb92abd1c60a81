import { describe, expect, it } from 'vitest';
import { BUILDING_SIZE_BANDS, YEAR_BUILT_BANDS } from '../constants/bands';
import { buildingSizeBandOf, yearBuiltBandOf, yearOfBand } from './bands';
import { sqftToSqm } from './units';

describe('BUILDING_SIZE_BANDS', () => {
  it('covers every size without gaps or overlaps', () => {
    expect(BUILDING_SIZE_BANDS[0].minSqm).toBeNull();
    expect(BUILDING_SIZE_BANDS.at(-1)?.maxSqm).toBeNull();
    for (let i = 1; i < BUILDING_SIZE_BANDS.length; i += 1) {
      expect(BUILDING_SIZE_BANDS[i]?.minSqm).toBe(BUILDING_SIZE_BANDS[i - 1]?.maxSqm);
      expect(BUILDING_SIZE_BANDS[i]?.minSqft).toBe(BUILDING_SIZE_BANDS[i - 1]?.maxSqft);
    }
  });

  it('stores the square-metre bounds of the spec square-foot bands', () => {
    for (const band of BUILDING_SIZE_BANDS) {
      if (band.minSqft !== null) expect(band.minSqm).toBe(sqftToSqm(band.minSqft));
      if (band.maxSqft !== null) expect(band.maxSqm).toBe(sqftToSqm(band.maxSqft));
    }
  });

  it('labels start with the rounded square metres', () => {
    for (const band of BUILDING_SIZE_BANDS) {
      const edge = band.minSqm ?? band.maxSqm ?? 0;
      expect(band.label).toContain(`${Math.round(edge)}`);
      expect(band.label).toContain('m²');
      expect(band.label).toContain('ft²');
    }
  });
});

describe('buildingSizeBandOf', () => {
  it('places sizes in their band, lower bound inclusive', () => {
    expect(buildingSizeBandOf(0)).toBe('under-500-sqft');
    expect(buildingSizeBandOf(46.44)).toBe('under-500-sqft');
    expect(buildingSizeBandOf(46.45)).toBe('500-999-sqft');
    expect(buildingSizeBandOf(120)).toBe('1000-1499-sqft');
    expect(buildingSizeBandOf(278.71)).toBe('3000-plus-sqft');
    expect(buildingSizeBandOf(10_000)).toBe('3000-plus-sqft');
  });

  it('is undefined without a usable size', () => {
    expect(buildingSizeBandOf(null)).toBeUndefined();
    expect(buildingSizeBandOf(undefined)).toBeUndefined();
    expect(buildingSizeBandOf(-1)).toBeUndefined();
    expect(buildingSizeBandOf(Number.NaN)).toBeUndefined();
  });
});

describe('YEAR_BUILT_BANDS', () => {
  it('are the corrected, non-overlapping decades', () => {
    expect(YEAR_BUILT_BANDS.map((band) => band.label)).toEqual([
      'Before 1950',
      '1950–1969',
      '1970–1979',
      '1980–1989',
      '1990–1999',
      '2000–2009',
      '2010–2019',
      '2020 or newer',
    ]);
    for (let i = 1; i < YEAR_BUILT_BANDS.length; i += 1) {
      const previous = YEAR_BUILT_BANDS[i - 1]?.toYear;
      expect(YEAR_BUILT_BANDS[i]?.fromYear).toBe(
        previous === undefined || previous === null ? null : previous + 1,
      );
    }
  });
});

describe('yearOfBand', () => {
  it('is the first year of the band, or its last for the open-ended oldest band', () => {
    expect(yearOfBand('before-1950')).toBe(1949);
    expect(yearOfBand('1970-1979')).toBe(1970);
    expect(yearOfBand('2020-or-newer')).toBe(2020);
  });

  it('round-trips through yearBuiltBandOf', () => {
    for (const band of YEAR_BUILT_BANDS) {
      expect(yearBuiltBandOf(yearOfBand(band.value))).toBe(band.value);
    }
  });
});

describe('yearBuiltBandOf', () => {
  it.each([
    [1800, 'before-1950'],
    [1949, 'before-1950'],
    [1950, '1950-1969'],
    [1975, '1970-1979'],
    [1989, '1980-1989'],
    [1999, '1990-1999'],
    [2000, '2000-2009'],
    [2019, '2010-2019'],
    [2020, '2020-or-newer'],
    [2031, '2020-or-newer'],
  ])('%i is in %s', (year, band) => {
    expect(yearBuiltBandOf(year)).toBe(band);
  });

  it('is undefined without a whole year', () => {
    expect(yearBuiltBandOf(null)).toBeUndefined();
    expect(yearBuiltBandOf(1999.5)).toBeUndefined();
  });
});
