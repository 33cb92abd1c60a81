import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LINK_PREVIEW_HEIGHT, LINK_PREVIEW_WIDTH } from '@ile/db/media/link-preview';
import { makeHousePhoto } from '@ile/db/testing/pictures';
import { outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createListing, createOwner, uploadOriginal } from './support/listings';
import { useWorkerHarness } from './support/worker-harness';

const photo = () => makeHousePhoto();

const OG_KEY = /^properties\/[0-9a-f-]{36}\/og\/[0-9a-f]{16}\.jpg$/;

describe('link previews drawn by the images worker, on the real PostgreSQL, Redis, storage and sharp', () => {
  const worker = useWorkerHarness({
    queue: QUEUES.images,
    dirs: ['private', 'media'],
    runtime: () => ({ schedules: { enabled: false } }),
  });
  const finished = (eventId: string) => worker.job(outboxJobId(eventId), { timeoutMs: 60_000 });
  const previewKey = async (propertyId: string) =>
    (
      await worker.db
        .selectFrom('properties')
        .select('og_image_key')
        .where('id', '=', propertyId)
        .executeTakeFirstOrThrow()
    ).og_image_key;
  const previewFiles = async (propertyId: string) =>
    (await readdir(join(worker.mediaDir, 'properties', propertyId, 'og')).catch(() => [])).sort();

  /** A published listing whose three photos the variants job rendered (and, with them, its preview). */
  async function renderedListing() {
    const owner = await createOwner(worker, 'Preview');
    const propertyId = await createListing(worker, owner.id, 'Lekki two-bedroom flat', {
      city: 'Lekki',
      price: 2_500_000,
    });
    const imageIds = [
      await uploadOriginal(worker, propertyId, 0, await photo()),
      await uploadOriginal(worker, propertyId, 1, await photo()),
      await uploadOriginal(worker, propertyId, 2, await photo()),
    ];
    worker.start();
    const job = await finished(
      await worker.emit(outboxEvent('property.images_uploaded', { propertyId, imageIds })),
    );
    expect(job.failedReason).toBeUndefined();
    return { propertyId, job };
  }

  it('draws a 1200×630 JPEG from the first photo once the variants are rendered, and records its key', async () => {
    const { propertyId, job } = await renderedListing();
    const key = await previewKey(propertyId);
    expect(key).toMatch(OG_KEY);
    expect(key?.startsWith(`properties/${propertyId}/og/`)).toBe(true);
    expect(job.returnvalue.preview).toEqual({ outcome: 'drawn', key });

    const file = await worker.mediaStorage.get(key as string);
    expect(file).toBeDefined();
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', LINK_PREVIEW_WIDTH, LINK_PREVIEW_HEIGHT]);
    expect(meta.exif).toBeUndefined();
    // Small enough for WhatsApp to show it large (it drops pictures over about 300 kB).
    expect(file?.length).toBeLessThan(300_000);

    // The band is drawn over the bottom of the photo: dark, with light text in it; the sky above is untouched.
    // (stats() reads its input, not the pipeline's output: each region is cut out first.)
    const region = async (top: number, height: number) =>
      sharp(await sharp(file).extract({ left: 0, top, width: 1200, height }).toBuffer()).stats();
    const band = await region(480, 150);
    const sky = await region(0, 120);
    expect(band.channels[1]?.mean).toBeLessThan(80);
    expect(band.channels[0]?.max).toBeGreaterThan(200);
    expect(sky.channels[2]?.mean).toBeGreaterThan(180);
  }, 90_000);

  it('writes nothing when the same event comes again, or an edit changed nothing it shows', async () => {
    const { propertyId, job } = await renderedListing();
    const key = await previewKey(propertyId);
    const before = await previewFiles(propertyId);
    expect(before).toHaveLength(1);

    const eventId = job.data.eventId as string;
    // Redelivered past BullMQ's memory of the job.
    await job.remove();
    await worker.redeliver(eventId);
    expect((await finished(eventId)).returnvalue.preview).toEqual({ outcome: 'unchanged', key });

    await worker.db
      .updateTable('properties')
      .set({ title: 'A new title' })
      .where('id', '=', propertyId)
      .execute();
    const edited = await finished(await worker.emit(outboxEvent('property.edited', { propertyId })));
    expect(edited.returnvalue).toEqual({ outcome: 'unchanged', key });
    expect(await previewKey(propertyId)).toBe(key);
    expect(await previewFiles(propertyId)).toEqual(before);
  }, 90_000);

  it('draws a new picture under a new key when the price changes, and removes the old one', async () => {
    const { propertyId } = await renderedListing();
    const oldKey = (await previewKey(propertyId)) as string;
    const oldFile = await worker.mediaStorage.get(oldKey);

    await worker.db
      .updateTable('properties')
      .set({ price: 2_750_000 })
      .where('id', '=', propertyId)
      .execute();
    const eventId = await worker.emit(outboxEvent('property.edited', { propertyId }));
    const job = await finished(eventId);
    const newKey = await previewKey(propertyId);
    expect(newKey).toMatch(OG_KEY);
    expect(newKey).not.toBe(oldKey);
    expect(job.returnvalue).toEqual({ outcome: 'drawn', key: newKey });
    expect(await worker.mediaStorage.has(oldKey)).toBe(false);
    const newFile = await worker.mediaStorage.get(newKey as string);
    expect(newFile?.equals(oldFile as Buffer)).toBe(false);
    expect(await previewFiles(propertyId)).toEqual([(newKey as string).split('/').at(-1)]);

    // Its redelivery finds the new picture made.
    await job.remove();
    await worker.redeliver(eventId);
    expect((await finished(eventId)).returnvalue).toEqual({ outcome: 'unchanged', key: newKey });

    // The place is drawn too: a new city is a new picture.
    await worker.db.updateTable('properties').set({ city: 'Ikoyi' }).where('id', '=', propertyId).execute();
    const moved = await finished(await worker.emit(outboxEvent('property.edited', { propertyId })));
    expect(moved.returnvalue.outcome).toBe('drawn');
    expect(await previewKey(propertyId)).not.toBe(newKey);
  }, 90_000);

  it('waits for a processed photo, and leaves a listing that is gone alone', async () => {
    const owner = await createOwner(worker, 'Photoless');
    const propertyId = await createListing(worker, owner.id, 'No photos yet', {});
    worker.start();
    const job = await finished(await worker.emit(outboxEvent('property.edited', { propertyId })));
    expect(job.returnvalue).toEqual({ outcome: 'skipped', reason: 'no processed photo' });
    expect(await previewKey(propertyId)).toBeNull();

    await worker.db.deleteFrom('properties').where('id', '=', propertyId).execute();
    const gone = await finished(await worker.emit(outboxEvent('property.edited', { propertyId })));
    expect(gone.returnvalue).toEqual({ outcome: 'skipped', reason: 'listing gone' });
  });
});
