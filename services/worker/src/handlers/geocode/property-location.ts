import type { ListingAddress } from '@ile/db/repositories/properties.repository';
import { findCountry, findRegion } from '@ile/shared';

// A listing's address as the geocoder is asked for it (the rows come from properties.repository.ts).

/** "12 Admiralty Way, Lekki, Lagos, Nigeria": what a person would type into a map search. */
export function addressQuery(listing: ListingAddress): string {
  const country = findCountry(listing.country)?.name ?? listing.country;
  return [listing.address, listing.city, listing.state, country]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

/** The cache key: the query in one spelling (case, spacing, Unicode form), with the country searched. */
export function normaliseQuery(query: string, countryCode: string): string {
  const text = query
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim();
  return `${countryCode.toLowerCase()}|${text}`;
}

/** The state's or district's approximate centroid: where a listing goes when its address is not found. */
export function regionCentroid(listing: ListingAddress): { latitude: number; longitude: number } | undefined {
  const region = findRegion(listing.country, listing.stateCode) ?? findRegion(listing.country, listing.state);
  return region && { latitude: region.lat, longitude: region.lng };
}
