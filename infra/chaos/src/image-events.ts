import { randomUUID } from 'node:crypto';
import { createLocalStorage } from '@ile/db';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { makeNoisyPicture } from '@ile/db/testing/pictures';
import { outboxEvent } from '@ile/shared';
import { sql } from 'kysely';
import type { Environment } from './environment';

/** Every processed image gets WebP and AVIF at 320, 640 and 1280 px and a JPEG at 640 (docs/workers.md). */
export const VARIANTS_PER_IMAGE = 7;

/**
 * Adds `perListing` pending photos to each of `listings` seeded listings and their `property.images_uploaded`
 * events, as the api's edit-listing route does: originals in private storage, rows and event in one
 * transaction. The pictures are noisy and large, so each job runs long enough to be killed mid-way.
 */
export async function queueImageUploads(env: Environment, listings: number, perListing: number) {
  const storage = createLocalStorage(`${env.dir}/private`);
  const picture = await makeNoisyPicture(1400, 900);
  const properties = await env.db
    .selectFrom('properties')
    .select('id')
    .orderBy('id')
    .limit(listings)
    .execute();
  const imageIds: string[] = [];
  for (const { id: propertyId } of properties) {
    const ids = Array.from({ length: perListing }, () => randomUUID());
    for (const imageId of ids)
      await storage.put(`originals/properties/${propertyId}/${imageId}.jpg`, picture);
    await env.db.transaction().execute(async (trx) => {
      const top = await trx
        .selectFrom('property_images')
        .select(sql<number>`coalesce(max(position), -1)`.as('top'))
        .where('property_id', '=', propertyId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('property_images')
        .values(
          ids.map((id, i) => ({
            id,
            property_id: propertyId,
            position: Number(top.top) + 1 + i,
            original_key: `originals/properties/${propertyId}/${id}.jpg`,
            content_type: 'image/jpeg',
            bytes: picture.length,
            status: 'pending' as const,
          })),
        )
        .execute();
      await appendOutboxEvent(trx, outboxEvent('property.images_uploaded', { propertyId, imageIds: ids }));
    });
    imageIds.push(...ids);
  }
  return imageIds;
}

/** Per image: processed, and exactly one set of variants (no missing, no extra rows). */
export async function auditImages(env: Environment, imageIds: string[]) {
  const rows = await env.db
    .selectFrom('property_images as i')
    .leftJoin('property_image_variants as v', 'v.image_id', 'i.id')
    .select(['i.id', 'i.status', (eb) => eb.fn.count<number>('v.id').as('variants')])
    .where('i.id', 'in', imageIds)
    .groupBy(['i.id', 'i.status'])
    .execute();
  return {
    images: imageIds.length,
    processed: rows.filter((r) => r.status === 'processed').length,
    exactSets: rows.filter((r) => Number(r.variants) === VARIANTS_PER_IMAGE).length,
    extraVariants: rows.reduce((n, r) => n + Math.max(0, Number(r.variants) - VARIANTS_PER_IMAGE), 0),
  };
}
