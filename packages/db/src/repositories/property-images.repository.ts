import type { Executor } from '../database';
import type { ImageFormat } from '../schema/values';

export interface StoredVariant {
  width: number;
  format: ImageFormat;
  key: string;
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
    image.variants.push({ width: row.width, format: row.format as ImageFormat, key: row.storage_key });
  }
  return images;
}
