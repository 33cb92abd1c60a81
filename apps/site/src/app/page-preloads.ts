/**
 * The picture each public page paints largest (its LCP), declared beside the component that draws it
 * and read by the build, which writes it into `route-preloads.json` so the server can ask for it in the
 * HTML before any script has run. A preload only helps when it matches what the page then requests: same
 * srcset, same sizes.
 */

import { HERO_IMAGE } from '../features/home/hero-image';
import { LISTING_GALLERY_SIZES } from '../features/property-detail/gallery-sizes';

/** One image preload: the `<picture>`'s first source (a browser that cannot decode `type` skips it). */
export interface PreloadImage {
  type: string;
  srcset: string;
  sizes: string;
}

export interface PagePreloads {
  /** Static pictures to preload. */
  images?: PreloadImage[];
  /** The listing's first picture, at these sizes (the server knows the listing). */
  listingImageSizes?: string;
}

/** Keyed by the router's path patterns. */
export const PAGE_PRELOADS: Record<string, PagePreloads> = {
  '/': { images: [{ type: 'image/avif', srcset: HERO_IMAGE.srcset('avif'), sizes: HERO_IMAGE.sizes }] },
  '/property/:id': { listingImageSizes: LISTING_GALLERY_SIZES },
};
