import type { Db } from '@ile/db';
import { type ProcessedImage, processedImagesFor } from '@ile/db/repositories/property-images.repository';
import type { ImageSet } from '@ile/shared';
import { mediaUrl } from './media-url';

/** What a record with images carries: the 640 px WebP of each (`images`) and the full sets (`image_set`). */
export interface ListingImages {
  images: string[];
  image_set: ImageSet[];
}

const CARD_WIDTH = 640;
const NO_IMAGES: ListingImages = { images: [], image_set: [] };

function srcsetOf(image: ProcessedImage, format: 'webp' | 'avif'): string {
  return image.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${mediaUrl(variant.key)} ${variant.width}w`)
    .join(', ');
}

/** The rendition closest to the card width, preferring `format`. */
function pick(image: ProcessedImage, format: 'webp' | 'jpeg'): string | null {
  const candidates = image.variants.filter((variant) => variant.format === format);
  const best = candidates.find((v) => v.width === CARD_WIDTH) ?? candidates.at(-1) ?? image.variants[0];
  return best ? mediaUrl(best.key) : null;
}

/** What data saver shows of an image (the narrowest AVIF, else WebP: what `narrowestSrcset` leaves) weighs. */
function dataSaverBytes(image: ProcessedImage, hasAvif: boolean): number | null {
  const format = hasAvif ? 'avif' : 'webp';
  const candidates = image.variants.filter((variant) => variant.format === format);
  const narrowest = candidates.reduce<(typeof candidates)[number] | undefined>(
    (best, variant) => (best === undefined || variant.width < best.width ? variant : best),
    undefined,
  );
  return narrowest?.bytes ?? null;
}

export function toImageSet(image: ProcessedImage): ImageSet {
  const avif = srcsetOf(image, 'avif');
  return {
    src: pick(image, 'jpeg') ?? '',
    srcset: srcsetOf(image, 'webp'),
    avifSrcset: avif === '' ? null : avif,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    dataSaverBytes: dataSaverBytes(image, avif !== ''),
  };
}

/** The public images of many listings at once, keyed by listing id (every id present, maybe empty). */
export async function listingImagesFor(
  db: Db,
  propertyIds: readonly string[],
): Promise<Map<string, ListingImages>> {
  const processed = await processedImagesFor(db, propertyIds);
  const result = new Map<string, ListingImages>();
  for (const id of propertyIds) {
    const images = processed.get(id) ?? [];
    result.set(
      id,
      images.length === 0
        ? NO_IMAGES
        : {
            images: images.map((image) => pick(image, 'webp') ?? ''),
            image_set: images.map(toImageSet),
          },
    );
  }
  return result;
}
