import { findCachedGeocode, saveCachedGeocode } from '@ile/db/repositories/geocode-cache.repository';
import {
  findListingAddress,
  type ListingAddress,
  setListingCoordinates,
} from '@ile/db/repositories/properties.repository';
import { JOBS, QUEUES } from '@ile/shared';
import { GeocoderError } from '../../providers/geocoder';
import { type HandlerContext, outboxJobHandler } from '../../registry';
import { addressQuery, normaliseQuery, regionCentroid } from './property-location';

const DAY_MS = 24 * 3600_000;
/** Addresses rarely move; a found one is asked again after 90 days. */
export const GEOCODE_HIT_TTL_MS = 90 * DAY_MS;
/** The provider may learn a new street; a miss is asked again after 7 days. */
export const GEOCODE_MISS_TTL_MS = 7 * DAY_MS;

export type GeocodeResult =
  | { outcome: 'skipped'; reason: string }
  | {
      outcome: 'geocoded';
      source: 'geocoder' | 'cache' | 'centroid';
      latitude: number;
      longitude: number;
      /** Why the centroid was used, when it was. */
      reason?: string;
    };

type Lookup =
  | { found: { latitude: number; longitude: number }; source: 'geocoder' | 'cache' }
  | { found: null; reason: string };

/** The geocoder's answer through the cache; a provider failure is not cached (the next publish asks again). */
async function lookUp(context: HandlerContext, listing: ListingAddress): Promise<Lookup> {
  const { db, geocoder, log } = context;
  if (!geocoder) return { found: null, reason: 'no geocoder configured' };
  const query = addressQuery(listing);
  const key = normaliseQuery(query, listing.country);
  const cached = await findCachedGeocode(db, key);
  if (cached) {
    return cached.found
      ? { found: cached.found, source: 'cache' }
      : { found: null, reason: 'not found (cached)' };
  }
  let hit: Awaited<ReturnType<typeof geocoder.search>>;
  try {
    hit = await geocoder.search(query, listing.country);
  } catch (error) {
    if (!(error instanceof GeocoderError)) throw error;
    log.warn({ propertyId: listing.id, err: error.message }, 'geocoder failed; using the region centroid');
    return { found: null, reason: error.message };
  }
  const now = new Date();
  const ttl = hit ? GEOCODE_HIT_TTL_MS : GEOCODE_MISS_TTL_MS;
  await saveCachedGeocode(db, key, hit, new Date(now.getTime() + ttl), now);
  return hit ? { found: hit, source: 'geocoder' } : { found: null, reason: 'not found' };
}

/**
 * `property.published` and `property.relocated`: places the listing on the map. The address is looked up
 * in the Nominatim-compatible geocoder (through the cache, at most one request a second across workers);
 * when it is not found, the geocoder fails or none is configured, the listing goes to its state's or
 * district's centroid. Idempotent: running again writes the same coordinates.
 */
export const geocodePropertyHandler = outboxJobHandler({
  queue: QUEUES.geocode,
  name: JOBS.geocode.geocodeProperty,
  consumes: ['property.published', 'property.relocated'],
  async handle(data, _job, context): Promise<GeocodeResult> {
    const { db, log } = context;
    const listing = await findListingAddress(db, data.payload.propertyId);
    if (!listing) return { outcome: 'skipped', reason: 'property gone' };

    const lookup = await lookUp(context, listing);
    if (lookup.found) {
      const { latitude, longitude } = lookup.found;
      await setListingCoordinates(db, listing.id, latitude, longitude);
      log.info({ propertyId: listing.id, source: lookup.source }, 'listing geocoded');
      return { outcome: 'geocoded', source: lookup.source, latitude, longitude };
    }
    const centroid = regionCentroid(listing);
    if (!centroid) {
      log.warn({ propertyId: listing.id, state: listing.state }, 'listing not geocoded: unknown region');
      return { outcome: 'skipped', reason: `${lookup.reason}; unknown region ${listing.state}` };
    }
    await setListingCoordinates(db, listing.id, centroid.latitude, centroid.longitude);
    log.info({ propertyId: listing.id, reason: lookup.reason }, 'listing placed at its region centroid');
    return { outcome: 'geocoded', source: 'centroid', ...centroid, reason: lookup.reason };
  },
});
