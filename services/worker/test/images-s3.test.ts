import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { createStorages } from '@ile/db';
import { LISTING_RENDITIONS, variantKey } from '@ile/db/media/listing-variants';
import { createS3Client } from '@ile/db/storage/s3-storage';
import { startTestS3Server, TEST_BUCKETS, type TestS3Server } from '@ile/db/testing/s3-server';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useWorkerHarness } from './support/worker-harness';

// The images worker end to end on the s3 driver: originals read from the private bucket, variants written
// to the media bucket of a local S3-compatible server; and what happens while that server is away.
describe('images worker on the s3 driver', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });
  const worker = useWorkerHarness({
    queue: QUEUES.images,
    storages: () => createStorages(s3.storageConfig()),
    runtime: () => ({ schedules: { enabled: false } }),
  });

  /** An upload as the api leaves it: the original in the private bucket, a pending row and (unless lost) its event. */
  async function pendingUpload({ createdAt = new Date(), lostEvent = false } = {}) {
    const owner = await worker.db
      .insertInto('users')
      .values({
        email: `o-${randomUUID().slice(0, 8)}@example.test`,
        password_hash: 'x',
        first_name: 'A',
        last_name: 'O',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: propertyId } = await worker.db
      .insertInto('properties')
      .values({
        owner_id: owner.id,
        title: 'Lekki two-bedroom flat',
        description: 'Close to the lagoon',
        property_type: 'residential',
        category: 'rental',
        address: '12 Admiralty Way',
        state: 'Lagos',
        state_code: 'LA',
        country: 'NG',
        price: 2_500_000,
        currency: 'NGN',
        duration: 'year',
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const imageId = randomUUID();
    const key = `originals/properties/${propertyId}/${imageId}.jpg`;
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    await worker.privateStorage.put(key, photo);
    await worker.db
      .insertInto('property_images')
      .values({
        id: imageId,
        property_id: propertyId,
        position: 0,
        original_key: key,
        content_type: 'image/jpeg',
        bytes: photo.length,
        status: 'pending',
        created_at: createdAt,
      })
      .execute();
    if (lostEvent) return { propertyId, imageId, key, eventId: undefined };
    const eventId = await worker.emit(
      outboxEvent('property.images_uploaded', { propertyId, imageIds: [imageId] }),
    );
    return { propertyId, imageId, key, eventId };
  }

  const statusOf = async (imageId: string) =>
    (
      await worker.db
        .selectFrom('property_images')
        .select('status')
        .where('id', '=', imageId)
        .executeTakeFirstOrThrow()
    ).status;

  it('reads the original from the private bucket and writes every variant to the media bucket', async () => {
    const { propertyId, imageId, eventId } = await pendingUpload();
    if (!eventId) throw new Error('no event');
    worker.start();
    const job = await worker.job(outboxJobId(eventId), { timeoutMs: 60_000 });
    expect(job.failedReason).toBeUndefined();
    expect(job.returnvalue.images).toEqual([
      { imageId, outcome: 'processed', variants: LISTING_RENDITIONS.length },
    ]);
    expect(await statusOf(imageId)).toBe('processed');

    const rows = await worker.db
      .selectFrom('property_image_variants')
      .select(['storage_key', 'format', 'width'])
      .where('image_id', '=', imageId)
      .execute();
    expect(rows).toHaveLength(LISTING_RENDITIONS.length);
    const client = createS3Client(s3.settings);
    for (const { width, format } of LISTING_RENDITIONS) {
      const key = variantKey(`properties/${propertyId}/${imageId}`, width, format);
      expect(rows.map((row) => row.storage_key)).toContain(key);
      // In the media bucket, as the picture it says it is; never in the private one.
      const picture = await worker.mediaStorage.get(key);
      expect((await sharp(picture).metadata()).format, key).toBe(
        format === 'jpeg' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp',
      );
      const head = await client.send(new HeadObjectCommand({ Bucket: TEST_BUCKETS.media, Key: key }));
      expect(head.ContentType).toBe(`image/${format}`);
      expect(await worker.privateStorage.has(key)).toBe(false);
    }
  }, 90_000);

  it('retries with backoff while the store is unreachable, writes nothing meanwhile, and finishes once it is back', async () => {
    const { imageId, eventId } = await pendingUpload();
    if (!eventId) throw new Error('no event');
    await s3.stop();
    try {
      worker.start();
      const failed = await worker.ranJob(eventId);
      // Failed for now, not for good: BullMQ tries again after its backoff.
      expect(failed.finishedOn).toBeUndefined();
      expect(failed.attemptsMade).toBeGreaterThanOrEqual(1);
      expect(failed.failedReason).toMatch(/object storage unavailable/);
      expect(await statusOf(imageId)).toBe('pending');
      const variants = await worker.db
        .selectFrom('property_image_variants')
        .select('id')
        .where('image_id', '=', imageId)
        .execute();
      expect(variants).toEqual([]);
    } finally {
      await s3.start();
    }
    const job = await worker.job(outboxJobId(eventId), { timeoutMs: 60_000 });
    expect(job.failedReason).toMatch(/object storage unavailable/);
    expect(job.returnvalue.images).toEqual([
      { imageId, outcome: 'processed', variants: LISTING_RENDITIONS.length },
    ]);
    expect(await statusOf(imageId)).toBe('processed');
  }, 90_000);

  it('leaves the sweep to finish an image whose job was lost while the store was away', async () => {
    // Pending for five minutes with no job left (its retries ran out, or Redis lost it).
    const { imageId } = await pendingUpload({
      createdAt: new Date(Date.now() - 5 * 60_000),
      lostEvent: true,
    });
    await s3.stop();
    let sweptWhileDown: number;
    try {
      const started = worker.start({ schedules: { sweepEveryMs: 300, refreshStaleRatesOnStart: false } });
      await started.scheduled;
      // The sweep queues it; rendering fails while the store is away, and the image stays pending.
      const failed = await waitFor(async () => {
        const jobs = await worker.queue.getJobs(['failed', 'delayed', 'waiting', 'active']);
        return jobs.find((job) => job.name !== 'sweep-missing-variants' && job.attemptsMade > 0);
      }, 30_000);
      sweptWhileDown = failed.attemptsMade;
      expect(failed.failedReason).toMatch(/object storage unavailable/);
      expect(await statusOf(imageId)).toBe('pending');
    } finally {
      await s3.start();
    }
    expect(sweptWhileDown).toBeGreaterThan(0);
    await waitFor(async () => ((await statusOf(imageId)) === 'processed' ? true : undefined), 60_000);
    const variants = await worker.db
      .selectFrom('property_image_variants')
      .select('storage_key')
      .where('image_id', '=', imageId)
      .execute();
    expect(variants).toHaveLength(LISTING_RENDITIONS.length);
    for (const { storage_key } of variants) expect(await worker.mediaStorage.has(storage_key)).toBe(true);
  }, 90_000);
});
