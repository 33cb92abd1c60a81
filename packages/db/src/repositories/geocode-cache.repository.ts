import type { Executor } from '../database';

/** A remembered answer: coordinates, or null for an address the provider did not find. */
export interface CachedGeocode {
  found: { latitude: number; longitude: number; displayName: string | null } | null;
  fetchedAt: Date;
}

/** The unexpired answer to a normalised query, if one is remembered. */
export async function findCachedGeocode(
  db: Executor,
  query: string,
  now: Date = new Date(),
): Promise<CachedGeocode | undefined> {
  const row = await db
    .selectFrom('geocode_cache')
    .selectAll()
    .where('query', '=', query)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const found =
    row.latitude === null || row.longitude === null
      ? null
      : { latitude: row.latitude, longitude: row.longitude, displayName: row.display_name };
  return { found, fetchedAt: row.fetched_at };
}

/** Remembers an answer (a hit, or a miss as `found: null`) until `expiresAt`, replacing an older one. */
export async function saveCachedGeocode(
  db: Executor,
  query: string,
  found: CachedGeocode['found'],
  expiresAt: Date,
  now: Date = new Date(),
): Promise<void> {
  const values = {
    query,
    latitude: found?.latitude ?? null,
    longitude: found?.longitude ?? null,
    display_name: found?.displayName ?? null,
    fetched_at: now,
    expires_at: expiresAt,
  };
  await db
    .insertInto('geocode_cache')
    .values(values)
    .onConflict((oc) =>
      oc.column('query').doUpdateSet({
        latitude: values.latitude,
        longitude: values.longitude,
        display_name: values.display_name,
        fetched_at: values.fetched_at,
        expires_at: values.expires_at,
      }),
    )
    .execute();
}
