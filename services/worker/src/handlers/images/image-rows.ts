import type { Db, ImageFormat } from '@ile/db';
import { insertImageVariants, markImageProcessed } from '@ile/db/repositories/property-images.repository';

// The images worker's one multi-statement write. The api reads the result through @ile/db's
// processedImagesFor: only `processed` rows with their variants are shown.

export interface Renditions {
  width: number;
  height: number;
  placeholder: string;
  /** The perceptual hash (int8 text), null when the picture could not be hashed. */
  phash: string | null;
  variants: { width: number; format: ImageFormat; storageKey: string; bytes: number }[];
}

/**
 * Records an image's variants and marks it processed, in one transaction, so the api never shows an
 * image with half its variants. A second run for the same image adds nothing. Answers whether the image
 * was still pending.
 */
export async function saveRenditions(db: Db, imageId: string, renditions: Renditions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await markImageProcessed(trx, imageId, renditions))) return false;
    await insertImageVariants(trx, imageId, renditions.variants);
    return true;
  });
}
