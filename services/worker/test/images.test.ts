import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { LISTING_RENDITIONS } from '@ile/db/media/listing-variants';
import { countUndeliveredOutboxEvents } from '@ile/db/repositories/outbox.repository';
import { processedImagesFor } from '@ile/db/repositories/property-images.repository';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadOriginal } from './support/listings';
import { useWorkerHarness } from './support/worker-harness';

const EXTENSIONS = { webp: 'webp', avif: 'avif', jpeg: 'jpg' } as const;
const VARIANTS_PER_IMAGE = 7;

/** 2000×1500 as stored, EXIF orientation 6 (turn 90° clockwise): upright it is 1500×2000. A red block marks the stored top-left. */
async function rotatedJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500">
    <rect width="2000" height="1500" fill="#2a7"/><rect width="400" height="300" fill="#f00"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Ada Okafor', Copyright: 'Private camera notes' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** 500×300 with transparency: narrower than 640, so never upscaled. */
const smallPng = () =>
  sharp({
    create: { width: 500, height: 300, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

const webp = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#b45309' } })
    .webp()
    .toBuffer();

/** A PNG whose header claims 10000×10000 (100 megapixels) over a few bytes of data: a decompression bomb. */
function pixelBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(10_000, 0);
  header.writeUInt32BE(10_000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(10_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('images worker on the real PostgreSQL, Redis and sharp', () => {
  const worker = useWorkerHarness({
    queue: QUEUES.images,
    dirs: ['private', 'media'],
    runtime: () => ({ schedules: { enabled: false } }),
  });

  async function insertProperty() {
    const owner = await worker.db
      .insertInto('users')
      .values({
        email: `owner-${randomUUID().slice(0, 8)}@example.test`,
        password_hash: 'x',
        first_name: 'Ada',
        last_name: 'Okafor',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const property = await worker.db
      .insertInto('properties')
      .values({
        owner_id: owner.id,
        title: 'Lekki two-bedroom flat',
        description: 'Close to the lagoon',
        property_type: 'residential',
        category: 'rental',
        address: '12 Admiralty Way',
        city: 'Lekki',
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
    return property.id;
  }

  const emit = (propertyId: string, imageIds: string[]) =>
    worker.emit(outboxEvent('property.images_uploaded', { propertyId, imageIds }));

  const imageRow = (id: string) =>
    worker.db.selectFrom('property_images').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const variantsOf = (imageId: string) =>
    worker.db
      .selectFrom('property_image_variants')
      .selectAll()
      .where('image_id', '=', imageId)
      .orderBy('format')
      .orderBy('width')
      .execute();

  /** A job once it has finished (completed or failed); rendering takes a while. */
  const finishedJob = (jobId: string) => worker.job(jobId, { timeoutMs: 60_000 });

  it('renders WebP and AVIF at 320/640/1280 and a JPEG, upright, without metadata, and a placeholder', async () => {
    const propertyId = await insertProperty();
    const photo = await rotatedJpeg();
    const original = await sharp(photo).metadata();
    expect([original.width, original.height, original.orientation]).toEqual([2000, 1500, 6]);
    expect(original.exif?.toString('latin1')).toContain('Private camera notes');
    const rotated = await uploadOriginal(worker, propertyId, 0, photo, 'jpg');
    const png = await uploadOriginal(worker, propertyId, 1, await smallPng(), 'png');
    const fromWebp = await uploadOriginal(worker, propertyId, 2, await webp(), 'webp');
    const eventId = await emit(propertyId, [rotated, png, fromWebp]);
    worker.start();

    const job = await finishedJob(outboxJobId(eventId));
    expect(job.failedReason).toBeUndefined();
    expect(job.returnvalue).toEqual({
      propertyId,
      images: [rotated, png, fromWebp].map((imageId) => ({
        imageId,
        outcome: 'processed',
        variants: VARIANTS_PER_IMAGE,
      })),
      missing: [],
      // The rotated photo is hashed and compared (nothing to match here); the two one-colour pictures are
      // rendered without a hash (copied-photos.test.ts covers the comparison).
      copies: { compared: 1, flagged: 0 },
      // Drawn from the first photo once it is rendered (link-preview.test.ts covers it).
      preview: {
        outcome: 'drawn',
        key: expect.stringMatching(`^properties/${propertyId}/og/[0-9a-f]{16}\\.jpg$`),
      },
    });

    // The rows: processed, upright size, a small WebP data URL as placeholder.
    const expectedSizes = { [rotated]: [1500, 2000], [png]: [500, 300], [fromWebp]: [900, 600] };
    for (const [id, [width, height]] of Object.entries(expectedSizes)) {
      const row = await imageRow(id);
      expect(row.status).toBe('processed');
      expect([row.width, row.height]).toEqual([width, height]);
      expect(row.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
      expect(row.placeholder?.length).toBeLessThan(1000);
    }

    // WebP and AVIF at every width, the JPEG fallback at 640, at properties/<propertyId>/<imageId>/<width>.<ext>.
    const expected: [string, number][] = [
      ['avif', 320],
      ['avif', 640],
      ['avif', 1280],
      ['jpeg', 640],
      ['webp', 320],
      ['webp', 640],
      ['webp', 1280],
    ];
    expect(LISTING_RENDITIONS).toHaveLength(VARIANTS_PER_IMAGE);
    for (const imageId of [rotated, png, fromWebp]) {
      const variants = await variantsOf(imageId);
      expect(variants.map((v) => [v.format, v.width, v.storage_key])).toEqual(
        expected.map(([format, width]) => [
          format,
          width,
          `properties/${propertyId}/${imageId}/${width}.${EXTENSIONS[format as keyof typeof EXTENSIONS]}`,
        ]),
      );
      for (const variant of variants) {
        const file = await worker.mediaStorage.get(variant.storage_key);
        expect(file, variant.storage_key).toBeDefined();
        expect(variant.bytes).toBe(file?.length);
        const meta = await sharp(file).metadata();
        expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(variant.format);
        // Stripped: no EXIF (the camera's notes, the orientation), no XMP, no IPTC.
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
      // Nothing written into private storage, no original in the media folder.
      expect(await worker.mediaStorage.has((await imageRow(imageId)).original_key)).toBe(false);
    }

    // Upright: the renditions of the rotated photo are portrait, and the stored top-left red block is
    // now at the top-right.
    const portrait = await sharp(
      await worker.mediaStorage.get(`properties/${propertyId}/${rotated}/1280.avif`),
    ).metadata();
    expect(portrait.width).toBe(1280);
    expect(Math.abs((portrait.height ?? 0) - (2000 * 1280) / 1500)).toBeLessThanOrEqual(1);
    const upright = await worker.mediaStorage.get(`properties/${propertyId}/${rotated}/640.jpg`);
    const { data, info } = await sharp(upright).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(640);
    expect(Math.abs(info.height - (2000 * 640) / 1500)).toBeLessThanOrEqual(1);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [r1, g1] = pixel(info.width - 20, 20) as [number, number];
    const [r2, g2] = pixel(20, 20) as [number, number];
    expect(r1).toBeGreaterThan(200);
    expect(g1).toBeLessThan(60);
    expect(r2).toBeLessThan(100);
    expect(g2).toBeGreaterThan(120);

    // Never upscaled: the 500 px PNG stays 500 px wide in its 640 and 1280 renditions; the JPEG is flat.
    for (const [key, width] of [
      [`properties/${propertyId}/${png}/320.webp`, 320],
      [`properties/${propertyId}/${png}/640.webp`, 500],
      [`properties/${propertyId}/${png}/1280.avif`, 500],
      [`properties/${propertyId}/${fromWebp}/1280.webp`, 900],
    ] as const) {
      expect((await sharp(await worker.mediaStorage.get(key)).metadata()).width, key).toBe(width);
    }
    expect(
      (await sharp(await worker.mediaStorage.get(`properties/${propertyId}/${png}/640.webp`)).metadata())
        .hasAlpha,
    ).toBe(true);
    expect(
      (await sharp(await worker.mediaStorage.get(`properties/${propertyId}/${png}/640.jpg`)).metadata())
        .hasAlpha,
    ).toBe(false);

    // What the api reads: every image with its nine renditions, in gallery order.
    const shown = (await processedImagesFor(worker.db, [propertyId])).get(propertyId) ?? [];
    expect(shown.map((image) => image.imageId)).toEqual([rotated, png, fromWebp]);
    expect(shown.every((image) => image.variants.length === VARIANTS_PER_IMAGE)).toBe(true);
  }, 90_000);

  it('runs again without writing anything new', async () => {
    const propertyId = await insertProperty();
    const imageId = await uploadOriginal(worker, propertyId, 0, await webp(), 'webp');
    const eventId = await emit(propertyId, [imageId]);
    worker.start();
    const first = await finishedJob(outboxJobId(eventId));
    expect(first.returnvalue.images).toEqual([
      { imageId, outcome: 'processed', variants: VARIANTS_PER_IMAGE },
    ]);
    const rowBefore = await imageRow(imageId);
    const variantsBefore = await variantsOf(imageId);
    const key = `properties/${propertyId}/${imageId}/640.avif`;
    const writtenAt = (await stat(join(worker.mediaDir, key))).mtimeMs;

    // Relayed again once BullMQ has forgotten the job.
    await first.remove();
    await worker.redeliver(eventId);
    const second = await finishedJob(outboxJobId(eventId));
    expect(second.returnvalue.images).toEqual([{ imageId, outcome: 'already-done', status: 'processed' }]);
    expect(await imageRow(imageId)).toEqual(rowBefore);
    expect(await variantsOf(imageId)).toEqual(variantsBefore);
    expect((await stat(join(worker.mediaDir, key))).mtimeMs).toBe(writtenAt);
  }, 60_000);

  it('marks unusable uploads failed for good, and still renders the good ones', async () => {
    const propertyId = await insertProperty();
    const good = await uploadOriginal(worker, propertyId, 0, await webp(), 'webp');
    const notAnImage = await uploadOriginal(
      worker,
      propertyId,
      1,
      Buffer.from('%PDF-1.7 this is a contract, not a photo'),
      'jpg',
    );
    const bomb = await uploadOriginal(worker, propertyId, 2, pixelBomb(), 'png');
    const missing = await uploadOriginal(worker, propertyId, 3, null, 'jpg');
    const eventId = await emit(propertyId, [good, notAnImage, bomb, missing]);
    worker.start();

    const job = await finishedJob(outboxJobId(eventId));
    // Unrecoverable: one attempt, no retry storm.
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toContain('3 image(s) could not be rendered');
    expect(job.failedReason).toContain('original missing');
    expect(job.failedReason).toContain('could not be read');

    expect((await imageRow(good)).status).toBe('processed');
    expect(await variantsOf(good)).toHaveLength(VARIANTS_PER_IMAGE);
    for (const id of [notAnImage, bomb, missing]) {
      const row = await imageRow(id);
      expect(row.status, id).toBe('failed');
      expect(row.width).toBeNull();
      expect(await variantsOf(id)).toEqual([]);
      expect(await worker.mediaStorage.has(`properties/${propertyId}/${id}/640.webp`)).toBe(false);
    }
    expect(await countUndeliveredOutboxEvents(worker.db)).toBe(0);
  }, 60_000);

  it('sweeps images left pending for over a minute back onto the queue', async () => {
    const propertyId = await insertProperty();
    const lost = await uploadOriginal(
      worker,
      propertyId,
      0,
      await webp(),
      'webp',
      new Date(Date.now() - 5 * 60_000),
    );
    const recent = await uploadOriginal(worker, propertyId, 1, await webp(), 'webp');
    const failed = await uploadOriginal(
      worker,
      propertyId,
      2,
      await webp(),
      'webp',
      new Date(Date.now() - 5 * 60_000),
    );
    await worker.db
      .updateTable('property_images')
      .set({ status: 'failed' })
      .where('id', '=', failed)
      .execute();
    // No outbox event: the upload's job was lost. The sweep runs every 300 ms here (every 10 minutes live).
    const started = worker.start({ schedules: { sweepEveryMs: 300, refreshStaleRatesOnStart: false } });
    await started.scheduled;
    const schedulers = await worker.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.every])).toEqual([['sweep-missing-variants', 300]]);

    const row = await waitFor(async () => {
      const current = await imageRow(lost);
      return current.status === 'processed' ? current : undefined;
    }, 60_000);
    expect(row.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(await variantsOf(lost)).toHaveLength(VARIANTS_PER_IMAGE);
    // A fresh upload is its own job's business; a failed one is never retried.
    expect((await imageRow(recent)).status).toBe('pending');
    expect((await imageRow(failed)).status).toBe('failed');
    const sweeps = (await worker.queue.getJobs(['completed'])).filter(
      (j) => j.name === 'sweep-missing-variants',
    );
    expect(sweeps.some((j) => j.returnvalue?.requeued === 1)).toBe(true);
  }, 60_000);
});
