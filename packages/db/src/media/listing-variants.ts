import type { ImageFormat } from '../schema/values';

// The served renditions of a listing picture, without sharp: the worker, the seed and tests agree on
// sizes, formats and storage keys through these.

/** Nominal widths of every listing picture's renditions (a narrower original is never upscaled). */
export const LISTING_WIDTHS = [320, 640, 1280] as const;
/** The `<picture>` sources: every width in each. */
export const SRCSET_FORMATS = ['webp', 'avif'] as const satisfies readonly ImageFormat[];
/**
 * The `<img src>` fallback for browsers without WebP: one JPEG at the card width. The api's image sets
 * name only this one (srcsets are WebP and AVIF), so JPEGs at other widths would be bytes nobody reads,
 * and rows a bulk seed of a million listings would pay for.
 */
export const JPEG_FALLBACK_WIDTH = 640;

export interface Rendition {
  width: number;
  format: ImageFormat;
}

/** Every rendition of a listing picture: WebP and AVIF at 320, 640 and 1280 px, and the JPEG at 640. */
export const LISTING_RENDITIONS: readonly Rendition[] = [
  ...LISTING_WIDTHS.flatMap((width) => SRCSET_FORMATS.map((format) => ({ width, format }))),
  { width: JPEG_FALLBACK_WIDTH, format: 'jpeg' },
];

export const FILE_EXTENSIONS: Record<ImageFormat, string> = { webp: 'webp', avif: 'avif', jpeg: 'jpg' };

/** `<folder>/<width>.<ext>`: the layout of every rendition under the media storage. */
export const variantKey = (folder: string, width: number, format: ImageFormat): string =>
  `${folder}/${width}.${FILE_EXTENSIONS[format]}`;

/** Where an uploaded listing picture's renditions go: `properties/<propertyId>/<imageId>/`. */
export const propertyImageFolder = (propertyId: string, imageId: string): string =>
  `properties/${propertyId}/${imageId}`;

/**
 * Bumped whenever renderListingVariants' pipeline changes, so the seed's cached renders are redone (its
 * settings, LISTING_ENCODING, are part of the seed's cache key already).
 */
export const RENDITIONS_VERSION = 2;
