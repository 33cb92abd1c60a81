import type { Db } from '@ile/db';
import { findCountry, findRegion } from '@ile/shared';

// What the geocode worker reads and writes of a listing: its address, and its coordinates.

export interface ListingAddress {
  id: string;
  address: string;
  city: string | null;
  state: string;
  stateCode: string;
  country: string;
}

export async function findListingAddress(db: Db, propertyId: string): Promise<ListingAddress | undefined> {
  const row = await db
    .selectFrom('properties')
    .select(['id', 'address', 'city', 'state', 'state_code', 'country'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
  return row && { ...row, stateCode: row.state_code };
}

export async function setListingCoordinates(
  db: Db,
  propertyId: string,
  latitude: number,
  longitude: number,
): Promise<void> {
  await db
    .updateTable('properties')
    .set({ latitude, longitude, geocoded_at: new Date() })
    .where('id', '=', propertyId)
    .execute();
}

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
