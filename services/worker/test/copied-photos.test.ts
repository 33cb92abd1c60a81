import { randomUUID } from 'node:crypto';
import { hammingDistance, hashFromInt8 } from '@ile/db/media/hash-bits';
import { hashPicture, svgToJpeg } from '@ile/db/media/image-processing';
import { Random } from '@ile/db/seed/random';
import { exteriorScene } from '@ile/db/seed/scenes/exteriors';
import { interiorScene } from '@ile/db/seed/scenes/interiors';
import { editPicture } from '@ile/db/testing/pictures';
import { waitFor } from '@ile/db/testing/wait-for';
import {
  outboxEvent,
  outboxJobId,
  PHOTO_MATCH_MAX_DISTANCE,
  PHOTO_PROBE_MAX_DISTANCE,
  type PropertyStatus,
  QUEUES,
} from '@ile/shared';
import type { Job } from 'bullmq';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sweepMissingVariantsHandler } from '../src/handlers/images/sweep-missing-variants.handler';
import { createListing, createOwner, uploadOriginal } from './support/listings';
import { useWorkerHarness } from './support/worker-harness';

// Copied photos (issue 18): the images worker hashes listing and application photos and flags those close
// to photos of other owners' live listings.

const duplex = svgToJpeg(exteriorScene(new Random('copied-photos:duplex'), 'duplex'));
const kitchen = svgToJpeg(interiorScene(new Random('copied-photos:kitchen'), 'kitchen'));
const flat = svgToJpeg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#b45309"/></svg>',
);

describe('copied photos on the real PostgreSQL, Redis and sharp', () => {
  const worker = useWorkerHarness({
    queue: QUEUES.images,
    dirs: ['private', 'media'],
    runtime: () => ({ schedules: { enabled: false } }),
  });
  const finishedJob = (jobId: string) => worker.job(jobId, { timeoutMs: 60_000 });

  /** A live listing of `ownerId` whose one photo is `picture`, already rendered and hashed. */
  async function listingWithPhoto(ownerId: string, picture: Buffer, status: PropertyStatus = 'published') {
    const propertyId = await createListing(worker, ownerId, 'Lekki duplex', { status });
    const photoHash = await hashPicture(picture);
    const photo = await worker.db
      .insertInto('property_images')
      .values({
        property_id: propertyId,
        position: 0,
        original_key: `originals/properties/${propertyId}/${randomUUID()}.jpg`,
        content_type: 'image/jpeg',
        bytes: picture.length,
        status: 'processed',
        phash: photoHash.phash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { propertyId, photoId: photo.id };
  }

  /** A pending listing application whose photos are stored privately, as the api leaves them. */
  async function application(userId: string, pictures: (Buffer | null)[], createdAt = new Date()) {
    const row = await worker.db
      .insertInto('listing_applications')
      .values({
        user_id: userId,
        title: 'Lekki duplex',
        description: 'Four bedrooms',
        property_type: 'residential',
        category: 'rental',
        address: '3 Admiralty Way',
        state: 'Lagos',
        state_code: 'LA',
        country: 'NG',
        price: '4500000',
        currency: 'NGN',
        duration: 'year',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const photoIds: string[] = [];
    for (const [position, picture] of pictures.entries()) {
      const key = `originals/applications/${row.id}/${randomUUID()}.jpg`;
      await worker.privateStorage.put(key, picture ?? Buffer.from('not a picture at all'));
      const photo = await worker.db
        .insertInto('listing_application_images')
        .values({
          application_id: row.id,
          position,
          original_key: key,
          content_type: 'image/jpeg',
          bytes: picture?.length ?? 20,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      photoIds.push(photo.id);
    }
    return { applicationId: row.id, photoIds };
  }

  const flagsOf = (column: 'application_id' | 'property_id', id: string) =>
    worker.db.selectFrom('listing_flags').selectAll().where(column, '=', id).orderBy('distance').execute();
  /** The stored hash as text (the pool would parse an int8 into a number, losing bits). */
  const hashOf = async (table: 'listing_application_images' | 'property_images', id: string) =>
    (
      await worker.db
        .selectFrom(table)
        .select(sql<string | null>`phash::text`.as('phash'))
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).phash;

  it('hashes a submitted application’s photos and flags the copy of another owner’s live photo, once', async () => {
    const [applicant, other] = [await createOwner(worker, 'Applicant'), await createOwner(worker, 'Other')];
    const original = await duplex;
    const copied = await listingWithPhoto(other.id, original);
    // Not flagged: the applicant's own listing with the same photo, and another owner's listing out of search.
    await listingWithPhoto(applicant.id, original);
    await listingWithPhoto(other.id, original, 'unpublished');
    const copy = await editPicture(original, { kind: 'resize', scale: 0.6 });
    const { applicationId, photoIds } = await application(applicant.id, [copy, await kitchen, null]);
    const [copyId, kitchenId, brokenId] = photoIds;

    const eventId = await worker.emit(
      outboxEvent('listing_application.submitted', { applicationId, userId: applicant.id }),
    );
    worker.start();
    const job = await finishedJob(outboxJobId(eventId));
    expect(job.failedReason).toBeUndefined();
    expect(job.returnvalue).toEqual({
      applicationId,
      hashed: 2,
      unhashed: [{ imageId: brokenId, why: expect.stringContaining('could not be read') }],
      copies: { compared: 2, flagged: 1 },
    });
    const flags = await flagsOf('application_id', applicationId);
    expect(flags).toEqual([
      expect.objectContaining({
        kind: 'photo',
        property_id: null,
        photo_id: copyId,
        other_photo_id: copied.photoId,
        other_property_id: copied.propertyId,
        other_owner_id: other.id,
      }),
    ]);
    expect(flags[0]?.distance).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    expect(await hashOf('listing_application_images', copyId as string)).toMatch(/^-?\d+$/);
    expect(await hashOf('listing_application_images', kitchenId as string)).toMatch(/^-?\d+$/);
    expect(await hashOf('listing_application_images', brokenId as string)).toBeNull();

    // Redelivered past BullMQ's memory of the job: nothing hashed again, nothing new written.
    await job.remove();
    await worker.redeliver(eventId);
    const second = await finishedJob(outboxJobId(eventId));
    expect(second.returnvalue).toMatchObject({ hashed: 0, copies: { compared: 2, flagged: 0 } });
    expect(await flagsOf('application_id', applicationId)).toHaveLength(1);
  }, 90_000);

  it('flags a copy cropped on two sides, too far from its original by its own hash, through a crop probe', async () => {
    const [applicant, other] = [
      await createOwner(worker, 'Cropper'),
      await createOwner(worker, 'Photographer'),
    ];
    const original = await svgToJpeg(exteriorScene(new Random('photo-hash:duplex'), 'duplex'));
    const copied = await listingWithPhoto(other.id, original);
    const copy = await editPicture(original, { kind: 'crop', left: 0.08, top: 0.07, right: 0, bottom: 0 });
    const { applicationId, photoIds } = await application(applicant.id, [copy]);

    const eventId = await worker.emit(
      outboxEvent('listing_application.submitted', { applicationId, userId: applicant.id }),
    );
    worker.start();
    const job = await finishedJob(outboxJobId(eventId));
    expect(job.failedReason).toBeUndefined();
    const flag = (await flagsOf('application_id', applicationId)).find(
      (row) => row.other_photo_id === copied.photoId,
    );
    expect(flag).toMatchObject({ kind: 'photo', photo_id: photoIds[0] });
    expect(flag?.distance).toBeLessThanOrEqual(PHOTO_PROBE_MAX_DISTANCE);
    // Its own hash alone would not have found it.
    const stored = await hashOf('property_images', copied.photoId);
    const own = await hashOf('listing_application_images', photoIds[0] as string);
    expect(hammingDistance(hashFromInt8(own as string), hashFromInt8(stored as string))).toBeGreaterThan(
      PHOTO_MATCH_MAX_DISTANCE,
    );
  }, 90_000);

  it('hashes photos as it renders them and flags a changed listing’s copies; a flat picture renders without a hash', async () => {
    const [owner, other] = [await createOwner(worker, 'Owner'), await createOwner(worker, 'Other')];
    const original = await duplex;
    const copied = await listingWithPhoto(other.id, original);
    const propertyId = await createListing(worker, owner.id, 'Lekki duplex', {});
    const upload = (position: number, picture: Buffer) =>
      uploadOriginal(worker, propertyId, position, picture);
    const cropped = await upload(
      0,
      await editPicture(original, { kind: 'crop', left: 0.04, top: 0.03, right: 0, bottom: 0.05 }),
    );
    const blank = await upload(1, await flat);
    const eventId = await worker.emit(
      outboxEvent('property.images_uploaded', { propertyId, imageIds: [cropped, blank] }),
    );
    worker.start();
    const job = await finishedJob(outboxJobId(eventId));
    expect(job.failedReason).toBeUndefined();
    expect(job.returnvalue).toMatchObject({
      images: [
        { imageId: cropped, outcome: 'processed' },
        { imageId: blank, outcome: 'processed' },
      ],
      copies: { compared: 1, flagged: 1 },
    });
    expect(await hashOf('property_images', cropped)).toMatch(/^-?\d+$/);
    // Rendered all the same: the flat picture has its variants and is shown, it just cannot be compared.
    expect(await hashOf('property_images', blank)).toBeNull();
    const variants = await worker.db
      .selectFrom('property_image_variants')
      .select('image_id')
      .where('image_id', '=', blank)
      .execute();
    expect(variants.length).toBeGreaterThan(0);
    const flags = await flagsOf('property_id', propertyId);
    expect(flags).toEqual([
      expect.objectContaining({
        kind: 'photo',
        application_id: null,
        photo_id: cropped,
        other_photo_id: copied.photoId,
        other_owner_id: other.id,
      }),
    ]);

    await job.remove();
    await worker.redeliver(eventId);
    const second = await finishedJob(outboxJobId(eventId));
    expect(second.returnvalue).toMatchObject({
      images: [
        { imageId: cropped, outcome: 'already-done' },
        { imageId: blank, outcome: 'already-done' },
      ],
      copies: { compared: 1, flagged: 0 },
    });
    expect(await flagsOf('property_id', propertyId)).toHaveLength(1);
  }, 90_000);

  it('does not compare again the photos a listing took over from its approved application', async () => {
    const [owner, other] = [await createOwner(worker, 'Owner'), await createOwner(worker, 'Other')];
    const original = await duplex;
    await listingWithPhoto(other.id, original);
    const { applicationId } = await application(owner.id, [original]);
    const [applicationPhoto] = await worker.db
      .selectFrom('listing_application_images')
      .select('original_key')
      .where('application_id', '=', applicationId)
      .execute();
    const propertyId = await createListing(worker, owner.id, 'Lekki duplex', {
      application_id: applicationId,
    });
    const imageId = randomUUID();
    await worker.db
      .insertInto('property_images')
      .values({
        id: imageId,
        property_id: propertyId,
        position: 0,
        original_key: applicationPhoto?.original_key as string,
        content_type: 'image/jpeg',
        bytes: original.length,
      })
      .execute();
    const eventId = await worker.emit(
      outboxEvent('property.images_uploaded', { propertyId, imageIds: [imageId] }),
    );
    worker.start();
    const job = await finishedJob(outboxJobId(eventId));
    expect(job.returnvalue).toMatchObject({
      images: [{ imageId, outcome: 'processed' }],
      copies: { compared: 0, flagged: 0 },
    });
    expect(await hashOf('property_images', imageId)).toMatch(/^-?\d+$/);
    expect(await flagsOf('property_id', propertyId)).toEqual([]);
  }, 90_000);

  it('queues the check again for a pending application whose photos are still unhashed', async () => {
    const applicant = await createOwner(worker, 'Applicant');
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    const { applicationId, photoIds } = await application(applicant.id, [await kitchen], twoMinutesAgo);
    // Uploaded just now: its own job's business, not the sweep's.
    await application(applicant.id, [await kitchen]);
    worker.start();
    const result = await sweepMissingVariantsHandler.handle(
      { limit: 500 },
      {} as Job,
      worker.handlerContext({ queues: new Map([[QUEUES.images, worker.queue]]) }),
    );
    expect(result).toEqual({ requeued: 0, properties: 0, applications: 1 });
    const hashed = await waitFor(
      async () => (await hashOf('listing_application_images', photoIds[0] as string)) ?? undefined,
      30_000,
    );
    expect(hashed).toMatch(/^-?\d+$/);
    expect(await flagsOf('application_id', applicationId)).toEqual([]);
  }, 90_000);
});
