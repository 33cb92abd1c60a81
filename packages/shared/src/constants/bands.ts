import { valuesOf } from './option';
import { SQFT_PER_SQM } from './units';

const sqm = (sqft: number): number => Math.round((sqft / SQFT_PER_SQM) * 100) / 100;

/**
 * Building-size bands. The spec defines them in ft²; sizes are stored in m², so each band carries both.
 * Bounds are half-open (min inclusive, max exclusive, null for an open end). The spec's "500-900" band is
 * read as 500–999 so the bands leave no gap.
 */
export const BUILDING_SIZE_BANDS = [
  {
    value: 'under-500-sqft',
    label: 'Under 46 m² (under 500 ft²)',
    minSqft: null,
    maxSqft: 500,
    minSqm: null,
    maxSqm: sqm(500),
  },
  {
    value: '500-999-sqft',
    label: '46–93 m² (500–999 ft²)',
    minSqft: 500,
    maxSqft: 1000,
    minSqm: sqm(500),
    maxSqm: sqm(1000),
  },
  {
    value: '1000-1499-sqft',
    label: '93–139 m² (1,000–1,499 ft²)',
    minSqft: 1000,
    maxSqft: 1500,
    minSqm: sqm(1000),
    maxSqm: sqm(1500),
  },
  {
    value: '1500-1999-sqft',
    label: '139–186 m² (1,500–1,999 ft²)',
    minSqft: 1500,
    maxSqft: 2000,
    minSqm: sqm(1500),
    maxSqm: sqm(2000),
  },
  {
    value: '2000-2499-sqft',
    label: '186–232 m² (2,000–2,499 ft²)',
    minSqft: 2000,
    maxSqft: 2500,
    minSqm: sqm(2000),
    maxSqm: sqm(2500),
  },
  {
    value: '2500-2999-sqft',
    label: '232–279 m² (2,500–2,999 ft²)',
    minSqft: 2500,
    maxSqft: 3000,
    minSqm: sqm(2500),
    maxSqm: sqm(3000),
  },
  {
    value: '3000-plus-sqft',
    label: '279 m² or more (3,000+ ft²)',
    minSqft: 3000,
    maxSqft: null,
    minSqm: sqm(3000),
    maxSqm: null,
  },
] as const;
export const BUILDING_SIZE_BAND_VALUES = valuesOf(BUILDING_SIZE_BANDS);
export type BuildingSizeBand = (typeof BUILDING_SIZE_BANDS)[number]['value'];

/** The oldest construction year a listing may state. */
export const MIN_YEAR_BUILT = 1800;

/** Year-built bands as corrected in decisions.md; fromYear and toYear are inclusive, null for an open end. */
export const YEAR_BUILT_BANDS = [
  { value: 'before-1950', label: 'Before 1950', fromYear: null, toYear: 1949 },
  { value: '1950-1969', label: '1950–1969', fromYear: 1950, toYear: 1969 },
  { value: '1970-1979', label: '1970–1979', fromYear: 1970, toYear: 1979 },
  { value: '1980-1989', label: '1980–1989', fromYear: 1980, toYear: 1989 },
  { value: '1990-1999', label: '1990–1999', fromYear: 1990, toYear: 1999 },
  { value: '2000-2009', label: '2000–2009', fromYear: 2000, toYear: 2009 },
  { value: '2010-2019', label: '2010–2019', fromYear: 2010, toYear: 2019 },
  { value: '2020-or-newer', label: '2020 or newer', fromYear: 2020, toYear: null },
] as const;
export const YEAR_BUILT_BAND_VALUES = valuesOf(YEAR_BUILT_BANDS);
export type YearBuiltBand = (typeof YEAR_BUILT_BANDS)[number]['value'];
