import {
  BUILDING_SIZE_BANDS,
  type BuildingSizeBand,
  YEAR_BUILT_BANDS,
  type YearBuiltBand,
} from '../constants/bands';

/** The building-size band a size in m² falls in, or undefined for a missing or negative size. */
export function buildingSizeBandOf(sqm: number | null | undefined): BuildingSizeBand | undefined {
  if (sqm === null || sqm === undefined || !Number.isFinite(sqm) || sqm < 0) return undefined;
  return BUILDING_SIZE_BANDS.find(
    (band) => (band.minSqm === null || sqm >= band.minSqm) && (band.maxSqm === null || sqm < band.maxSqm),
  )?.value;
}

/** The year a band stands for when only the band is known: its first year ('before-1950' is 1949). */
export function yearOfBand(band: YearBuiltBand): number {
  const entry = YEAR_BUILT_BANDS.find((candidate) => candidate.value === band);
  return entry?.fromYear ?? entry?.toYear ?? YEAR_BUILT_BANDS[0].toYear;
}

/** The year-built band of a construction year, or undefined for a missing year. */
export function yearBuiltBandOf(year: number | null | undefined): YearBuiltBand | undefined {
  if (year === null || year === undefined || !Number.isInteger(year)) return undefined;
  return YEAR_BUILT_BANDS.find(
    (band) =>
      (band.fromYear === null || year >= band.fromYear) && (band.toYear === null || year <= band.toYear),
  )?.value;
}
