import type { Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './columns';

/** A geocoder's answer to one normalised query; latitude and longitude are NULL for "not found". */
export interface GeocodeCacheTable {
  query: string;
  latitude: number | null;
  longitude: number | null;
  display_name: string | null;
  fetched_at: DefaultTimestamp;
  /** After this the answer is asked again; misses expire sooner than hits. */
  expires_at: Timestamp;
}

export type GeocodeCacheEntry = Selectable<GeocodeCacheTable>;
export type NewGeocodeCacheEntry = Insertable<GeocodeCacheTable>;
