import { sql } from 'kysely';
import type { Executor } from '../database';
import type { NewPropertyImage } from '../schema';
import type { ImageFormat, ImageStatus } from '../schema/values';

/** New images of a listing, pending until the images worker renders them. */
export async function insertPropertyImages(db: Executor, images: readonly NewPropertyImage[]): Promise<void> {
  if (images.length === 0) return;
  await db.insertInto('property_images').values(images).execute();
}

export interface StoredVariant {
  width: number;
  format: ImageFormat;
  key: string;
  bytes: number;
}

/** A processed image of a listing with every rendition the images worker wrote for it. */
export interface ProcessedImage {
  imageId: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: StoredVariant[];
}

/**
 * Each listing's processed images in gallery order, with their variants; one query for many listings.
 * Images still pending (or failed) are left out: they have nothing to show yet.
 */
export async function processedImagesFor(
  db: Executor,
  propertyIds: readonly string[],
): Promise<Map<string, ProcessedImage[]>> {
  const images = new Map<string, ProcessedImage[]>(propertyIds.map((id) => [id, []]));
  if (propertyIds.length === 0) return images;
  const rows = await db
    .selectFrom('property_images as i')
    .innerJoin('property_image_variants as v', 'v.image_id', 'i.id')
    .select([
      'i.property_id',
      'i.id as image_id',
      'i.width as image_width',
      'i.height',
      'i.placeholder',
      'v.width',
      'v.format',
      'v.storage_key',
      'v.bytes',
    ])
    .where('i.property_id', 'in', propertyIds)
    .where('i.status', '=', 'processed')
    .orderBy('i.property_id')
    .orderBy('i.position')
    .orderBy('v.format')
    .orderBy('v.width')
    .execute();
  for (const row of rows) {
    const list = images.get(row.property_id);
    if (!list) continue;
    let image = list.at(-1);
    if (image?.imageId !== row.image_id) {
      image = {
        imageId: row.image_id,
        width: row.image_width,
        height: row.height,
        placeholder: row.placeholder,
        variants: [],
      };
      list.push(image);
    }
    image.variants.push({
      width: row.width,
      format: row.format as ImageFormat,
      key: row.storage_key,
      bytes: row.bytes,
    });
  }
  return images;
}

type ImageJson = [
  id: string,
  width: number | null,
  height: number | null,
  placeholder: string | null,
  variants: VariantJson[],
];
type VariantJson = [width: number, format: ImageFormat, key: string, bytes: number];

/**
 * What processedImagesFor gives (the same processed images, variants and order), read as one row per
 * listing with its images aggregated in JSON: a page of cards is otherwise ~120 rows of repeated ids and
 * placeholders, and decoding them was the largest cost of a search in the api (docs/performance.md).
 * Listings with no processed image are absent from the map.
 */
export async function processedImagesAggregated(
  db: Executor,
  propertyIds: readonly string[],
): Promise<Map<string, ProcessedImage[]>> {
  const result = new Map<string, ProcessedImage[]>();
  if (propertyIds.length === 0) return result;
  const { rows } = await sql<{ property_id: string; images: ImageJson[] }>`
    SELECT i.property_id,
      json_agg(json_build_array(i.id, i.width, i.height, i.placeholder, v.variants) ORDER BY i.position) AS images
    FROM property_images i
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_array(v.width, v.format, v.storage_key, v.bytes) ORDER BY v.format, v.width) AS variants
      FROM property_image_variants v WHERE v.image_id = i.id
    ) v
    WHERE i.property_id = ANY(${propertyIds}::uuid[]) AND i.status = 'processed' AND v.variants IS NOT NULL
    GROUP BY i.property_id
  `.execute(db);
  for (const row of rows) {
    result.set(
      row.property_id,
      row.images.map(([imageId, width, height, placeholder, variants]) => ({
        imageId,
        width,
        height,
        placeholder,
        variants: variants.map(([variantWidth, format, key, bytes]) => ({
          width: variantWidth,
          format,
          key,
          bytes,
        })),
      })),
    );
  }
  return result;
}

// The images worker's reads and writes: it renders pending images and marks them processed or failed.

export interface ImageToRender {
  id: string;
  propertyId: string;
  originalKey: string;
  status: ImageStatus;
  /** The perceptual hash (int8 text); null until hashed. */
  phash: string | null;
}

/** The named images of one listing, in gallery order; ids of other listings' images are ignored. */
export async function findListingImages(
  db: Executor,
  propertyId: string,
  imageIds: readonly string[],
): Promise<ImageToRender[]> {
  if (imageIds.length === 0) return [];
  const rows = await db
    .selectFrom('property_images')
    // As text: the pool parses int8 into a JavaScript number, which keeps only 53 of the 64 bits.
    .select(['id', 'property_id', 'original_key', 'status', sql<string | null>`phash::text`.as('phash')])
    .where('property_id', '=', propertyId)
    .where('id', 'in', imageIds)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.property_id,
    originalKey: row.original_key,
    status: row.status,
    phash: row.phash,
  }));
}

/** A pending image that can never be rendered (not a picture, or its original is gone). */
export async function markImageFailed(db: Executor, imageId: string): Promise<void> {
  await db
    .updateTable('property_images')
    .set({ status: 'failed' })
    .where('id', '=', imageId)
    .where('status', '=', 'pending')
    .execute();
}

/** Images still pending since before `createdBefore`, oldest first (property_images_pending_idx). */
export async function findStalePendingImages(
  db: Executor,
  createdBefore: Date,
  limit: number,
): Promise<{ id: string; propertyId: string }[]> {
  const rows = await db
    .selectFrom('property_images')
    .select(['id', 'property_id'])
    .where('status', '=', 'pending')
    .where('created_at', '<', createdBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, propertyId: row.property_id }));
}

/**
 * Marks a pending image processed with its size, placeholder and perceptual hash (null when it could not be
 * hashed); false when it was not pending.
 */
export async function markImageProcessed(
  db: Executor,
  imageId: string,
  image: { width: number; height: number; placeholder: string; phash: string | null },
): Promise<boolean> {
  const updated = await db
    .updateTable('property_images')
    .set({
      status: 'processed',
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      phash: image.phash,
    })
    .where('id', '=', imageId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Records an image's variants; ones already recorded are kept (unique on image, width, format). */
export async function insertImageVariants(
  db: Executor,
  imageId: string,
  variants: readonly { width: number; format: ImageFormat; storageKey: string; bytes: number }[],
): Promise<void> {
  await db
    .insertInto('property_image_variants')
    .values(
      variants.map((variant) => ({
        image_id: imageId,
        width: variant.width,
        format: variant.format,
        storage_key: variant.storageKey,
        bytes: variant.bytes,
      })),
    )
    .onConflict((oc) => oc.columns(['image_id', 'width', 'format']).doNothing())
    .execute();
}

/** A listing's images with the private key of each original. */
export function listListingImageOriginals(db: Executor, propertyId: string) {
  return db
    .selectFrom('property_images')
    .select(['id', 'original_key'])
    .where('property_id', '=', propertyId)
    .execute();
}

/** The media keys of every rendition of the images. */
export async function listVariantKeys(db: Executor, imageIds: readonly string[]): Promise<string[]> {
  if (imageIds.length === 0) return [];
  const rows = await db
    .selectFrom('property_image_variants')
    .select('storage_key')
    .where('image_id', 'in', imageIds)
    .execute();
  return rows.map((row) => row.storage_key);
}

/** Drops a listing's images (their variants go with them). */
export async function deleteListingImages(db: Executor, propertyId: string): Promise<void> {
  await db.deleteFrom('property_images').where('property_id', '=', propertyId).execute();
}

/** Every image of the listings, in any state, with its widest WebP rendition's key (the console's view). */
export async function listImagesWithLargestWebp(db: Executor, propertyIds: readonly string[]) {
  if (propertyIds.length === 0) return [];
  return db
    .selectFrom('property_images as i')
    .select(['i.id', 'i.property_id', 'i.position', 'i.status', 'i.original_key', 'i.width', 'i.height'])
    .select((eb) =>
      eb
        .selectFrom('property_image_variants as v')
        .select('v.storage_key')
        .whereRef('v.image_id', '=', 'i.id')
        .where('v.format', '=', 'webp')
        .orderBy('v.width', 'desc')
        .limit(1)
        .as('largest_key'),
    )
    .where('i.property_id', 'in', propertyIds)
    .orderBy('i.position')
    .execute();
}
