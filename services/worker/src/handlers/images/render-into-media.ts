import type { Storage } from '@ile/db';
import {
  type ListingVariants,
  type RenderedVariant,
  renderListingVariants,
} from '@ile/db/media/image-processing';
import { variantKey } from '@ile/db/media/listing-variants';
import type { Renditions } from './image-rows';

export interface RenderedIntoMedia {
  rendered: ListingVariants;
  /** The renditions as written, in the order they were rendered: what saveRenditions records. */
  variants: Renditions['variants'];
}

/**
 * Renders a listing picture and writes every rendition under `folder` in media storage. Each rendition is
 * written as soon as it is encoded, while the slower ones (AVIF at 1280 px) still encode: on object storage
 * the round trips then overlap the render instead of following it (docs/performance.md, "Through object
 * storage"). Throws what the render or the store throws; keys are fixed per picture, so a retry overwrites.
 */
export async function renderIntoMedia(
  original: Buffer,
  media: Storage,
  folder: string,
): Promise<RenderedIntoMedia> {
  // The key each rendition was written under, recorded as it is written.
  const keys = new Map<RenderedVariant, string>();
  const rendered = await renderListingVariants(original, undefined, {
    whenEncoded: async (variant) => {
      const key = variantKey(folder, variant.width, variant.format);
      await media.put(key, variant.data);
      keys.set(variant, key);
    },
  });
  const variants = rendered.variants.map((variant) => ({
    width: variant.width,
    format: variant.format,
    storageKey: keys.get(variant) as string,
    bytes: variant.data.length,
  }));
  return { rendered, variants };
}
