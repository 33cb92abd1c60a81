import { randomUUID } from 'node:crypto';
import { PHOTO_MATCH_MAX_DISTANCE, type PropertyStatus } from '@ile/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database';
import { hammingDistance, hashToInt8 } from '../media/hash-bits';
import { insertTestApplication, insertTestListing, insertTestUser } from '../testing/rows';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  findListingPhotosToCheck,
  findSimilarPhotos,
  insertPhotoFlags,
  similarPhotosQuery,
} from './photo-hashes.repository';

const T = PHOTO_MATCH_MAX_DISTANCE;
/** The photo looked up: its top bit set, so its int8 is negative. */
const PROBE = 0xb5e3_9a17_c24d_6f08n;

/** PROBE with `bits` flipped (bit 0 is the lowest). */
const flipped = (...bits: number[]) => bits.reduce((hash, bit) => hash ^ (1n << BigInt(bit)), PROBE);
/** `count` bits flipped, spread over the four 16-bit bands as evenly as possible: the pigeonhole's hardest case. */
const spread = (count: number) =>
  flipped(...Array.from({ length: count }, (_, i) => (i % 4) * 16 + Math.floor(i / 4) * 5 + 1));

describe('photo hashes repository', () => {
  let database: TestDatabase;
  let db: Db;

  const user = async (name: string) => (await insertTestUser(db, name)).id;
  const listing = (ownerId: string, status: PropertyStatus = 'published', applicationId?: string) =>
    insertTestListing(db, ownerId, { status, application_id: applicationId ?? null });
  const applicationOf = (userId: string, status: 'pending' | 'successful' = 'pending') =>
    insertTestApplication(db, userId, { status });
  let position = 0;
  const photo = async (
    propertyId: string,
    hash: bigint | null,
    originalKey = `originals/${randomUUID()}.jpg`,
  ) =>
    (
      await db
        .insertInto('property_images')
        .values({
          property_id: propertyId,
          position: position++,
          original_key: originalKey,
          content_type: 'image/jpeg',
          bytes: 1,
          status: 'processed',
          phash: hash === null ? null : hashToInt8(hash),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  let applicant: string;
  let other: string;
  const expected: { id: string; distance: number }[] = [];
  const tooFar: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    applicant = await user('Applicant');
    other = await user('Other');
    const third = await user('Third');
    const othersListing = await listing(other);
    const thirdsListing = await listing(third);
    for (const [propertyId, hash] of [
      [othersListing, PROBE],
      [othersListing, flipped(63)],
      [thirdsListing, flipped(0, 17, 40)],
      [thirdsListing, spread(T)],
      [othersListing, flipped(...Array.from({ length: T }, (_, i) => i))],
    ] as const) {
      expected.push({ id: await photo(propertyId, hash), distance: hammingDistance(hash, PROBE) });
    }
    expected.sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1));
    // Candidates through some band but past the threshold on the full 64 bits, and far.
    tooFar.push(await photo(othersListing, spread(T + 1)));
    tooFar.push(await photo(othersListing, flipped(...Array.from({ length: 16 }, (_, i) => 48 + i))));
    tooFar.push(await photo(thirdsListing, ~PROBE));
    // The applicant's own listing, another owner's listing out of search, and a photo not hashed yet.
    tooFar.push(await photo(await listing(applicant), flipped(5)));
    tooFar.push(await photo(await listing(other, 'unpublished'), flipped(6)));
    tooFar.push(await photo(await listing(other, 'held'), PROBE));
    tooFar.push(await photo(othersListing, null));
  });
  afterAll(() => database.destroy());

  it('finds exactly the photos of other owners’ live listings within the threshold, closest first', async () => {
    expect(expected.map((e) => e.distance)).toEqual([0, 1, 3, T, T]);
    const found = await findSimilarPhotos(db, {
      hash: PROBE,
      maxDistance: T,
      excludeOwnerId: applicant,
      limit: 50,
    });
    expect(found.map((f) => ({ id: f.photoId, distance: f.distance }))).toEqual(expected);
    expect(found.map((f) => f.photoId)).not.toContain(tooFar[0]);
    expect(new Set(found.map((f) => f.ownerId)).has(applicant)).toBe(false);
    expect(found[0]).toMatchObject({ ownerId: other });
  });

  it('keeps the closest `limit`, and finds the owner’s own photos when nobody is left out', async () => {
    const two = await findSimilarPhotos(db, {
      hash: PROBE,
      maxDistance: T,
      excludeOwnerId: applicant,
      limit: 2,
    });
    expect(two.map((f) => f.photoId)).toEqual(expected.slice(0, 2).map((e) => e.id));
    const everyone = await findSimilarPhotos(db, {
      hash: PROBE,
      maxDistance: T,
      excludeOwnerId: null,
      limit: 50,
    });
    expect(everyone.map((f) => f.photoId)).toEqual(
      expect.arrayContaining([...expected.map((e) => e.id), tooFar[3]]),
    );
    expect(everyone).toHaveLength(expected.length + 1);
  });

  it('narrows with the distance: at 3 bits only the three closest', async () => {
    const near = await findSimilarPhotos(db, {
      hash: PROBE,
      maxDistance: 3,
      excludeOwnerId: applicant,
      limit: 50,
    });
    expect(near.map((f) => f.distance)).toEqual([0, 1, 3]);
  });

  it('answers through the four band indexes (their expressions match the query’s)', async () => {
    // Among 20,000 stored hashes, so that probing the indexes is cheaper than reading one whole.
    const rollback = new Error('rollback');
    let plan = '';
    await db
      .transaction()
      .execute(async (trx) => {
        const [{ id: propertyId } = { id: '' }] = await trx
          .selectFrom('properties')
          .select('id')
          .where('owner_id', '=', other)
          .where('status', '=', 'published')
          .limit(1)
          .execute();
        await sql`INSERT INTO property_images (property_id, position, original_key, content_type, bytes, status, phash)
          SELECT ${propertyId}::uuid, 1000 + g, 'originals/bench-' || g, 'image/jpeg', 1, 'processed',
                 ('x' || substr(md5(g::text), 1, 16))::bit(64)::bigint
          FROM generate_series(1, 20000) g`.execute(trx);
        await sql`ANALYZE property_images`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (COSTS OFF) ${similarPhotosQuery({
          lookups: [{ hash: PROBE, maxDistance: T }],
          excludeOwnerId: applicant,
          limit: 5,
        })}`.execute(trx);
        plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    for (const [band, shift] of [0, 16, 32, 48].entries()) {
      expect(plan).toMatch(new RegExp(`Index (Only )?Scan (using|on) property_images_phash_band${band}_idx`));
      expect(plan).toMatch(
        new RegExp(`Index Cond: \\(+phash >> ${shift}\\) & '65535'::bigint\\)+ = v(_\\d)?\\.value\\)`),
      );
    }
    expect(plan).not.toMatch(/Seq Scan on property_images/);
  });

  it('flags a pair of photos once', async () => {
    const application = await applicationOf(applicant);
    const subjectPhoto = randomUUID();
    const matches = await findSimilarPhotos(db, {
      hash: PROBE,
      maxDistance: T,
      excludeOwnerId: applicant,
      limit: 2,
    });
    const flags = matches.map((match) => ({
      subject: { applicationId: application },
      photoId: subjectPhoto,
      other: match,
    }));
    expect(await insertPhotoFlags(db, flags)).toBe(2);
    expect(await insertPhotoFlags(db, flags)).toBe(0);
    const rows = await db
      .selectFrom('listing_flags')
      .selectAll()
      .where('application_id', '=', application)
      .execute();
    expect(
      rows.map((row) => [
        row.kind,
        row.photo_id,
        row.other_photo_id,
        row.distance,
        row.other_owner_id,
        row.property_id,
      ]),
    ).toEqual(
      expect.arrayContaining(
        expected.slice(0, 2).map((e) => ['photo', subjectPhoto, e.id, e.distance, other, null]),
      ),
    );
    expect(rows).toHaveLength(2);
  });

  it('leaves out a listing’s photos taken over from the application it was approved from', async () => {
    const application = await applicationOf(applicant, 'successful');
    const takenOver = `originals/applications/${randomUUID()}.jpg`;
    await db
      .insertInto('listing_application_images')
      .values({
        application_id: application,
        position: 0,
        original_key: takenOver,
        content_type: 'image/jpeg',
        bytes: 1,
      })
      .execute();
    const propertyId = await listing(applicant, 'published', application);
    const fromApplication = await photo(propertyId, PROBE, takenOver);
    const added = await photo(propertyId, PROBE);
    const unhashed = await photo(propertyId, null);
    expect(await findListingPhotosToCheck(db, propertyId, [fromApplication, added, unhashed])).toEqual([
      { id: added, phash: hashToInt8(PROBE), ownerId: applicant },
    ]);
  });
});
