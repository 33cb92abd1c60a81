import type { Db, NewProperty } from '@ile/db';

/** A monthly rental in Bo, Sierra Leone, priced in leones (Le 25,000): what a leone payment is tested on. */
export const BO_RENTAL_IN_LEONES: Partial<NewProperty> = {
  country: 'SL',
  state: 'Bo',
  state_code: 'BO',
  city: 'Bo',
  currency: 'SLE',
  price: 25_000,
  duration: 'month',
};

/** A published listing with `imageCount` processed images, each with a 640 px WebP variant. */
export async function createProperty(
  db: Db,
  ownerId: string,
  overrides: Partial<NewProperty> = {},
  imageCount = 3,
): Promise<{ id: string; imageKeys: string[] }> {
  const property = await db
    .insertInto('properties')
    .values({
      owner_id: ownerId,
      title: 'Three-bedroom terrace in Lekki',
      description: 'Quiet estate, constant water, 24-hour security',
      address: '14 Admiralty Way',
      city: 'Lekki',
      state: 'Lagos',
      state_code: 'LA',
      country: 'NG',
      price: 4_500_000,
      currency: 'NGN',
      duration: 'year',
      category: 'rental',
      property_type: 'residential',
      bedrooms: 3,
      bathrooms: 3,
      status: 'published',
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const imageKeys: string[] = [];
  for (let position = 0; position < imageCount; position++) {
    const image = await db
      .insertInto('property_images')
      .values({
        property_id: property.id,
        position,
        original_key: `test/${property.id}/${position}/original.jpg`,
        content_type: 'image/jpeg',
        bytes: 1000,
        status: 'processed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = `test/${property.id}/${position}/640.webp`;
    await db
      .insertInto('property_image_variants')
      .values({ image_id: image.id, width: 640, format: 'webp', storage_key: key, bytes: 1000 })
      .execute();
    imageKeys.push(key);
  }
  return { id: property.id, imageKeys };
}
