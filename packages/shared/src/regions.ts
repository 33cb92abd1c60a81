import type { ListingCountry } from './constants/countries';
import type { ListingCurrency } from './constants/currencies';
import { NIGERIA_STATES } from './constants/nigeria-states';
import type { Region } from './constants/region';
import { SIERRA_LEONE_DISTRICTS } from './constants/sierra-leone-districts';

export { NIGERIA_STATES } from './constants/nigeria-states';
export type { Region } from './constants/region';
export { SIERRA_LEONE_DISTRICTS } from './constants/sierra-leone-districts';

export interface Country {
  readonly code: ListingCountry;
  readonly name: string;
  readonly currency: ListingCurrency;
  readonly regions: readonly Region[];
}

export const countries = [
  { code: 'NG', name: 'Nigeria', currency: 'NGN', regions: NIGERIA_STATES },
  { code: 'SL', name: 'Sierra Leone', currency: 'SLE', regions: SIERRA_LEONE_DISTRICTS },
] as const satisfies readonly Country[];

const normalise = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The listing country by ISO code or English name, case-insensitive. */
export function findCountry(codeOrName: string | null | undefined): Country | undefined {
  if (!codeOrName) return undefined;
  const wanted = normalise(codeOrName);
  return countries.find(
    (country) => country.code.toLowerCase() === wanted || normalise(country.name) === wanted,
  );
}

/** The regions of a listing country (by code or name); empty for any other country. */
export function regionsOf(countryCode: string | null | undefined): readonly Region[] {
  return findCountry(countryCode)?.regions ?? [];
}

// Common ways people write a region that differ from its canonical name.
const REGION_ALIASES: Record<ListingCountry, Record<string, string>> = {
  NG: { fct: 'FC', abuja: 'FC', 'federal capital territory': 'FC', 'akwa-ibom': 'AK', 'cross-river': 'CR' },
  SL: { freetown: 'WU', 'western urban': 'WU', 'western rural': 'WR' },
};

/**
 * A region of a listing country by code ('LA'), name ('Lagos'), name with a 'State'/'District' suffix
 * ('Lagos State') or a known alias ('FCT'), case-insensitive. Codes are only unique within a country.
 */
export function findRegion(
  countryCode: string | null | undefined,
  regionCodeOrName: string | null | undefined,
): Region | undefined {
  const country = findCountry(countryCode);
  if (!country || !regionCodeOrName) return undefined;
  const wanted = normalise(regionCodeOrName);
  const withoutSuffix = wanted.replace(/ (state|district)$/, '');
  const aliasCode = REGION_ALIASES[country.code][wanted];
  return country.regions.find(
    (region) =>
      region.code.toLowerCase() === wanted ||
      region.code === aliasCode ||
      normalise(region.name) === wanted ||
      normalise(region.name) === withoutSuffix,
  );
}

/** A region found by code or name when the country is not known; undefined unless exactly one matches. */
export function findRegionInAnyCountry(
  regionCodeOrName: string | null | undefined,
): { country: Country; region: Region } | undefined {
  const matches = countries.flatMap((country) => {
    const region = findRegion(country.code, regionCodeOrName);
    return region ? [{ country, region }] : [];
  });
  return matches.length === 1 ? matches[0] : undefined;
}
