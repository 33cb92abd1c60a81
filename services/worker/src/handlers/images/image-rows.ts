import type { Db, ImageFormat, ImageStatus } from '@ile/db';

// The images worker's reads and writes of property_images and property_image_variants. The api reads the
// result through @ile/db's processedImagesFor: only `processed` rows with their variants are shown.

export interface ImageToRender {
  id: string;
  propertyId: string;
  originalKey: string;
  status: ImageStatus;
}

/** The named images of one listing, in gallery order; ids of other listings' images are ignored. */
export async function findListingImages(
  db: Db,
  propertyId: string,
  imageIds: readonly string[],
): Promise<ImageToRender[]> {
  if (imageIds.length === 0) return [];
  const rows = await db
    .selectFrom('property_images')
    .select(['id', 'property_id', 'original_key', 'status'])
    .where('property_id', '=', propertyId)
    .where('id', 'in', imageIds)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.property_id,
    originalKey: row.original_key,
    status: row.status,
  }));
}

export interface Renditions {
  width: number;
  height: number;
  placeholder: string;
  variants: { width: number; format: ImageFormat; storageKey: string; bytes: number }[];
}

/**
 * Records an image's variants and marks it processed, in one transaction, so the api never shows an
 * image with half its variants. Variants already recorded are kept (unique on image, width, format):
 * a second run for the same image adds nothing. Answers whether the image was still pending.
 */
export async function saveRenditions(db: Db, imageId: string, renditions: Renditions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('property_images')
      .set({
        status: 'processed',
        width: renditions.width,
        height: renditions.height,
        placeholder: renditions.placeholder,
      })
      .where('id', '=', imageId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('property_image_variants')
      .values(
        renditions.variants.map((variant) => ({
          image_id: imageId,
          width: variant.width,
          format: variant.format,
          storage_key: variant.storageKey,
          bytes: variant.bytes,
        })),
      )
      .onConflict((oc) => oc.columns(['image_id', 'width', 'format']).doNothing())
      .execute();
    return true;
  });
}

/** A pending image that can never be rendered (not a picture, or its original is gone). */
export async function markImageFailed(db: Db, imageId: string): Promise<void> {
  await db
    .updateTable('property_images')
    .set({ status: 'failed' })
    .where('id', '=', imageId)
    .where('status', '=', 'pending')
    .execute();
}

/** Images still pending since before `createdBefore`, oldest first (property_images_pending_idx). */
export async function findStalePendingImages(
  db: Db,
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
