import type { Db } from '@ile/db';

import { unique } from './listing-journeys';

/**
 * A published Lagos rental of `ownerId`, made for one journey: journeys that need a listing of their own (to
 * book, pay or dispute on it) do not share the seed's few listings, whose state other journeys change.
 */
export async function publishedRentalOf(
  db: Db,
  ownerId: string,
  { title, price = 2_400_000 }: { title: string; price?: number },
): Promise<{ id: string; title: string }> {
  const withRun = `${title} ${unique()}`;
  const row = await db
    .insertInto('properties')
    .values({
      owner_id: ownerId,
      title: withRun,
      description: 'Two bedrooms, constant water, quiet street',
      address: '12 Adeniran Ogunsanya Street',
      city: 'Surulere',
      state: 'Lagos',
      state_code: 'LA',
      country: 'NG',
      price,
      currency: 'NGN',
      duration: 'year',
      category: 'rental',
      property_type: 'residential',
      bedrooms: 2,
      bathrooms: 2,
      status: 'published',
      published_at: new Date(),
      available_confirmed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, title: withRun };
}

/**
 * Gives a journey's own listing a processed photo: the oldest of a published listing (a seeded one), its renditions shared
 * (the files are only read). No photo hash, so no copied-photo check pairs the two listings.
 */
export async function withSeedPhoto(db: Db, propertyId: string): Promise<void> {
  const seed = await db
    .selectFrom('property_images as image')
    .innerJoin('properties as property', 'property.id', 'image.property_id')
    .select([
      'image.id',
      'image.original_key',
      'image.width',
      'image.height',
      'image.placeholder',
      'image.bytes',
    ])
    .where('image.status', '=', 'processed')
    .where('property.status', '=', 'published')
    .orderBy('image.created_at')
    .limit(1)
    .executeTakeFirstOrThrow();
  const variants = await db
    .selectFrom('property_image_variants')
    .select(['width', 'format', 'storage_key', 'bytes'])
    .where('image_id', '=', seed.id)
    .execute();
  await db.transaction().execute(async (trx) => {
    const image = await trx
      .insertInto('property_images')
      .values({
        property_id: propertyId,
        position: 0,
        original_key: seed.original_key,
        status: 'processed',
        width: seed.width,
        height: seed.height,
        placeholder: seed.placeholder,
        content_type: 'image/jpeg',
        bytes: seed.bytes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('property_image_variants')
      .values(variants.map((variant) => ({ ...variant, image_id: image.id })))
      .execute();
  });
}
