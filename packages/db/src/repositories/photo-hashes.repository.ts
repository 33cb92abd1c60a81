import { sql } from 'kysely';
import type { Executor } from '../database';
import { BAND_BITS, bandProbes, PHOTO_HASH_BANDS } from '../media/hash-bands';
import { hashToInt8 } from '../media/hash-bits';
import { insertListingFlags } from './listing-flags.repository';

// Photo hashes (issue 18, docs/trust.md "Copied photos"): storing them, finding the stored photos of live
// listings whose hash is within a few bits of a new photo's, and recording what was found as flags.

/** A live listing's photo close to the one looked up. */
export interface SimilarPhoto {
  /** The property_images id. */
  photoId: string;
  propertyId: string;
  ownerId: string;
  /** Bits that differ, 0-64. */
  distance: number;
}

const BAND_MASK = (1 << BAND_BITS) - 1;

/**
 * A stored hash read as text: the pool parses int8 into a JavaScript number (database.ts), which keeps only
 * 53 of the 64 bits.
 */
const phashText = (table: string) => sql<string | null>`${sql.ref(`${table}.phash`)}::text`.as('phash');
/** Band `band` of the stored hash, written exactly as the band indexes of migration 0002 are. */
const bandExpression = (table: string, band: number) =>
  sql.raw(`((${table}.phash >> ${band * BAND_BITS}) & ${BAND_MASK})`);

/**
 * The photos of published listings whose hash lies within `maxDistance` bits of `hash`, closest first, at
 * most `limit`, leaving out the listings of `excludeOwnerId` (an owner may reuse their own photos).
 *
 * Each band's index is probed with the values within floor(maxDistance / 4) bits of the photo's band; the
 * distinct stored hashes found are checked on all 64 bits inside the index scans (bit_count of the XOR), and
 * only the few that pass are joined to their images and listings. One statement (in a transaction of its
 * own, to switch JIT off for it).
 */
export async function findSimilarPhotos(db: Executor, query: SimilarPhotosQuery): Promise<SimilarPhoto[]> {
  const { hash, maxDistance, ...rest } = query;
  return runSimilarPhotos(db, { ...rest, lookups: [{ hash, maxDistance }] });
}

/**
 * Each crop probe searches its bands one bit wide (17 index probes per band, against 137 at two bits): the
 * eight probes then cost about as much as the hash's own lookup. Up to 7 bits apart every match is still found
 * (four bands cannot all hold two of fewer than 8 differing bits); at 8 bits a match is missed only when its
 * differences fall exactly two in every band, C(16,2)⁴ / C(64,8) = 4.7 % of them.
 */
const PROBE_BAND_RADIUS = 1;

/**
 * The stored photos closest to a new photo: those within `maxDistance` bits of its hash, and those within
 * `probeMaxDistance` of one of its crop probes (media/image-processing, PhotoHash), each once at the least
 * distance found, closest first, at most `limit`. All in one statement.
 */
export function findCopiesOfPhoto(
  db: Executor,
  photo: SimilarPhotosQuery & { probes: readonly bigint[]; probeMaxDistance: number },
): Promise<SimilarPhoto[]> {
  const { hash, maxDistance, probes, probeMaxDistance, ...rest } = photo;
  return runSimilarPhotos(db, {
    ...rest,
    lookups: [
      { hash, maxDistance },
      ...probes.map((probe) => ({
        hash: probe,
        maxDistance: probeMaxDistance,
        bandRadius: PROBE_BAND_RADIUS,
      })),
    ],
  });
}

async function runSimilarPhotos(db: Executor, query: SimilarPhotosLookups): Promise<SimilarPhoto[]> {
  // Relies on JIT being off (every pooled connection sets it: applySessionSettings): the planner prices the
  // probes far above their cost (about 1,600 index entries per band value where a million random hashes have
  // 15), and JIT compilation took 0.5-1 s for a statement that runs in about 10 ms.
  const { rows } = await similarPhotosQuery(query).execute(db);
  return rows.map((row) => ({
    photoId: row.photo_id,
    propertyId: row.property_id,
    ownerId: row.owner_id,
    distance: row.distance,
  }));
}

export interface SimilarPhotosQuery {
  /** The photo's hash (unsigned). */
  hash: bigint;
  maxDistance: number;
  /** The subject's owner, whose own listings are left out; null leaves nobody out. */
  excludeOwnerId: string | null;
  limit: number;
}

/** One hash to look up, and how near. */
interface HashLookup {
  /** Unsigned. */
  hash: bigint;
  maxDistance: number;
  /**
   * How many bits of each band may differ in the index probes: by default enough to find every hash within
   * maxDistance; less is faster and misses some (hash-bands.ts, bandProbes).
   */
  bandRadius?: number;
}

/** Several lookups answered together: each stored photo once, at the least distance any lookup found. */
export interface SimilarPhotosLookups extends Omit<SimilarPhotosQuery, 'hash' | 'maxDistance'> {
  lookups: readonly HashLookup[];
}

/** The lookup statement (findSimilarPhotos, findCopiesOfPhoto), for benches and tests that look at its plan. */
export function similarPhotosQuery(query: SimilarPhotosLookups) {
  // Per band, every lookup's values in one array, each beside its lookup's hash and distance: four scans
  // whatever the number of lookups (planning 36 took longer than running them).
  const perBand = Array.from({ length: PHOTO_HASH_BANDS }, () => ({
    values: [] as number[],
    hashes: [] as string[],
    limits: [] as number[],
  }));
  for (const { hash, maxDistance, bandRadius } of query.lookups) {
    bandProbes(hash, maxDistance, bandRadius).forEach((values, band) => {
      const scan = perBand[band] as (typeof perBand)[number];
      for (const value of values) {
        scan.values.push(value);
        scan.hashes.push(hashToInt8(hash));
        scan.limits.push(maxDistance);
      }
    });
  }
  const distance = sql`bit_count((c.phash # v.hash)::bit(64))`;
  // One index probe per value: a nested loop the planner cannot turn into a scan of the whole index (as
  // it does with `= ANY(array)` when it underestimates the array's cost, testing every entry against it).
  const bandScans = perBand.map(
    ({ values, hashes, limits }, band) => sql`
      SELECT c.phash, ${distance}::int AS distance
      FROM unnest(${values}::bigint[], ${hashes}::bigint[], ${limits}::int[]) AS v(value, hash, max_distance)
      CROSS JOIN LATERAL (
        SELECT c.phash FROM property_images c
        WHERE c.phash IS NOT NULL AND ${bandExpression('c', band)} = v.value
          AND bit_count((c.phash # v.hash)::bit(64)) <= v.max_distance
        OFFSET 0
      ) c`,
  );
  return sql<{ photo_id: string; property_id: string; owner_id: string; distance: number }>`
    WITH near AS MATERIALIZED (
      SELECT phash, min(distance) AS distance FROM (${sql.join(bandScans, sql` UNION ALL `)}) m GROUP BY phash
    )
    SELECT i.id AS photo_id, i.property_id, i.owner_id, near.distance
    FROM near
    -- Each matching hash's photos of live listings through band 0's index (band and hash both known), no
    -- more than the limit: a picture repeated on thousands of listings (the demo seed's pool) is not read
    -- whole, and the LIMIT keeps the planner from flattening this into a hash join over the whole table
    -- when it overestimates the matches.
    CROSS JOIN LATERAL (
      SELECT i.id, i.property_id, p.owner_id FROM property_images i
      JOIN properties p ON p.id = i.property_id
      WHERE i.phash IS NOT NULL AND ${bandExpression('i', 0)} = ${bandExpression('near', 0)} AND i.phash = near.phash
        AND p.status = 'published'
        ${query.excludeOwnerId === null ? sql`` : sql`AND p.owner_id <> ${query.excludeOwnerId}::uuid`}
      LIMIT ${query.limit}
    ) i
    ORDER BY near.distance, i.id
    LIMIT ${query.limit}
  `;
}

/** A photo to compare: its id and hash (int8 text), null while it has none. */
export interface PhotoToCheck {
  id: string;
  originalKey: string;
  phash: string | null;
}

/** An application's photos with their hashes, and whose they are; undefined when it is gone. */
export async function findApplicationPhotos(
  db: Executor,
  applicationId: string,
): Promise<{ ownerId: string; photos: PhotoToCheck[] } | undefined> {
  const rows = await db
    .selectFrom('listing_applications as a')
    .leftJoin('listing_application_images as i', 'i.application_id', 'a.id')
    .select(['a.user_id', 'i.id', 'i.original_key', phashText('i')])
    .where('a.id', '=', applicationId)
    .orderBy('i.position')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    ownerId: first.user_id,
    photos: rows.flatMap((row) =>
      row.id && row.original_key ? [{ id: row.id, originalKey: row.original_key, phash: row.phash }] : [],
    ),
  };
}

/**
 * A listing's photos (of those named) that have a hash and still need comparing, each with the listing's
 * owner. A photo
 * whose original is one of the photos of the application the listing was approved from is left out: it was
 * compared when the application was submitted, and its flags are on the application.
 */
export async function findListingPhotosToCheck(
  db: Executor,
  propertyId: string,
  imageIds: readonly string[],
): Promise<{ id: string; phash: string; ownerId: string }[]> {
  if (imageIds.length === 0) return [];
  const rows = await db
    .selectFrom('property_images as i')
    .innerJoin('properties as p', 'p.id', 'i.property_id')
    .select(['p.owner_id', 'i.id', phashText('i')])
    .where('i.property_id', '=', propertyId)
    .where('i.id', 'in', imageIds)
    .where('i.phash', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('listing_application_images as a')
            .select(sql`1`.as('one'))
            .whereRef('a.application_id', '=', 'p.application_id')
            .whereRef('a.original_key', '=', 'i.original_key'),
        ),
      ),
    )
    .orderBy('i.position')
    .execute();
  return rows.map((row) => ({ id: row.id, phash: row.phash as string, ownerId: row.owner_id }));
}

/** Stores a listing image's hash unless it has one already. */
export async function setPropertyImageHash(db: Executor, imageId: string, phash: string): Promise<void> {
  await db
    .updateTable('property_images')
    .set({ phash })
    .where('id', '=', imageId)
    .where('phash', 'is', null)
    .execute();
}

/** Stores an application photo's hash unless it has one already. */
export async function setApplicationImageHash(db: Executor, imageId: string, phash: string): Promise<void> {
  await db
    .updateTable('listing_application_images')
    .set({ phash })
    .where('id', '=', imageId)
    .where('phash', 'is', null)
    .execute();
}

/** A possible copy: the subject's photo (an application's or a listing's) and the live listing's photo. */
export interface PhotoFlag {
  subject: { applicationId: string } | { propertyId: string };
  photoId: string;
  other: SimilarPhoto;
}

/** Records photo flags; a pair of photos already flagged is kept as it is. Answers how many are new. */
export function insertPhotoFlags(db: Executor, flags: readonly PhotoFlag[]): Promise<number> {
  return insertListingFlags(
    db,
    flags.map(({ subject, photoId, other }) => ({
      application_id: 'applicationId' in subject ? subject.applicationId : null,
      property_id: 'propertyId' in subject ? subject.propertyId : null,
      kind: 'photo' as const,
      photo_id: photoId,
      other_photo_id: other.photoId,
      distance: other.distance,
      other_property_id: other.propertyId,
      other_owner_id: other.ownerId,
    })),
  );
}

/**
 * Listing images rendered but still without a hash, created in [createdAfter, createdBefore): a hash that
 * failed, or a job lost between rendering and comparing. The images sweep queues their listing's job again.
 */
export async function findUnhashedListingImages(
  db: Executor,
  window: { createdAfter: Date; createdBefore: Date },
  limit: number,
): Promise<{ id: string; propertyId: string }[]> {
  const rows = await db
    .selectFrom('property_images')
    .select(['id', 'property_id'])
    .where('status', '=', 'processed')
    .where('phash', 'is', null)
    .where('created_at', '>=', window.createdAfter)
    .where('created_at', '<', window.createdBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, propertyId: row.property_id }));
}

/** Pending listing applications with photos still unhashed, uploaded in the window; up to `limit`. */
export async function findApplicationsWithUnhashedPhotos(
  db: Executor,
  window: { createdAfter: Date; createdBefore: Date },
  limit: number,
): Promise<{ applicationId: string; userId: string }[]> {
  const rows = await db
    .selectFrom('listing_application_images as i')
    .innerJoin('listing_applications as a', 'a.id', 'i.application_id')
    .select(['a.id', 'a.user_id'])
    .distinct()
    .where('i.phash', 'is', null)
    .where('i.created_at', '>=', window.createdAfter)
    .where('i.created_at', '<', window.createdBefore)
    .where('a.status', '=', 'pending')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ applicationId: row.id, userId: row.user_id }));
}
