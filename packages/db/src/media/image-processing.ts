import sharp, {
  type AvifOptions,
  type JpegOptions,
  type Metadata,
  type OutputInfo,
  type Sharp,
  type WebpOptions,
} from 'sharp';
import { rgbaToThumbHash, thumbHashToRGBA } from 'thumbhash';
import type { ImageFormat } from '../schema/values';
import { hashToInt8 } from './hash-bits';
import { LISTING_RENDITIONS, type Rendition } from './listing-variants';
import { PHASH_SIDE, perceptualHash } from './perceptual-hash';

// The only module outside tests that imports sharp: the api (uploads, avatars), the images worker (variants,
// link previews) and the seed all decode and encode pictures through the functions below, so limits and settings live in one place.

export class ImageRejectedError extends Error {}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// Refuse decompression bombs before decoding: 40 megapixels is far beyond any phone photo.
export const MAX_INPUT_PIXELS = 40_000_000;

// thumbhash encodes at most 100×100 pixels; the placeholder it renders back is ~32 px on its long side.
const THUMBHASH_MAX = 100;

/** Checks the content (not the name or the claimed type) is a readable JPEG, PNG or WebP. */
export async function inspectImage(data: Buffer): Promise<{ format: string; width: number; height: number }> {
  const metadata = await acceptedMetadata(data);
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

/** The header of an accepted picture; sharp refuses one over the pixel limit before decoding anything. */
async function acceptedMetadata(data: Buffer): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new ImageRejectedError('The image could not be read; upload a JPEG, PNG or WebP file');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejectedError('Images must be JPEG, PNG or WebP');
  }
  if (!metadata.width || !metadata.height) throw new ImageRejectedError('The image has no size');
  return metadata;
}

/**
 * A pipeline over `data`, turned upright by its EXIF orientation. One per output rather than sharp's `clone()`:
 * sharp 0.35's clone deep-copies its input (a structuredClone of its options), the whole picture each time.
 */
function upright(data: Buffer): Sharp {
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

/** Square WebP crops (profile pictures), turned upright and with their metadata stripped. */
export async function renderSquareVariants(
  data: Buffer,
  sizes: readonly number[],
): Promise<Map<number, Buffer>> {
  await inspectImage(data);
  const rendered = await Promise.all(
    sizes.map(async (size) => {
      const buffer = await upright(data)
        .resize(size, size, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
      return [size, buffer] as const;
    }),
  );
  return new Map(rendered);
}

/**
 * Whole-picture WebP widths (message and ticket attachments): upright, metadata stripped, never upscaled.
 * Throws ImageRejectedError for anything that is not a readable JPEG, PNG or WebP.
 */
export async function renderWebpWidths(
  data: Buffer,
  widths: readonly number[],
): Promise<Map<number, Buffer>> {
  await inspectImage(data);
  try {
    const rendered = await Promise.all(
      widths.map(async (width) => {
        const buffer = await upright(data)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        return [width, buffer] as const;
      }),
    );
    return new Map(rendered);
  } catch {
    // Past the header check, a failure means a truncated or corrupt picture.
    throw new ImageRejectedError('The image could not be decoded');
  }
}

/** One rendition of a listing picture. `width` is the nominal width of the set (320, 640, 1280). */
export interface RenderedVariant {
  width: number;
  format: ImageFormat;
  data: Buffer;
  /** The real pixel size: narrower than `width` when the original is (pictures are never upscaled). */
  pixelWidth: number;
  pixelHeight: number;
}

export interface ListingVariants {
  /** The original's format, read from its content. */
  sourceFormat: 'jpeg' | 'png' | 'webp';
  /** The original's size once turned upright by its EXIF orientation. */
  width: number;
  height: number;
  /**
   * A ~32 px WebP rendered from the picture's ThumbHash, as a `data:image/webp;base64,...` URL (a few
   * hundred bytes) the site can put straight into `src` or a CSS background while the real image loads.
   */
  placeholder: string;
  /** The ThumbHash itself, base64 (about 25 bytes), for clients that decode it with the thumbhash library. */
  thumbhash: string;
  /** LISTING_RENDITIONS: WebP and AVIF at 320, 640 and 1280 px, JPEG at 640. */
  variants: RenderedVariant[];
  /** The 64-bit perceptual hash, from the same decoded pixels (copied-photo checks). */
  photoHash: PhotoHash;
}

/**
 * A picture's 64-bit DCT perceptual hash as PostgreSQL's int8 text (media/perceptual-hash), or why it has
 * none: it could not be decoded, or it is one flat colour (its bits would be arbitrary).
 */
export type PhotoHash =
  | {
      phash: string;
      /**
       * Hashes of the picture with its edges extended by mirroring (CROP_PROBES), looked up beside `phash`
       * and never stored: a copy cropped by up to a tenth on some sides comes back close to its original
       * through one of them (docs/trust.md, "Copied photos").
       */
      probes: readonly string[];
    }
  | { phash: null; why: string };

/** What renderListingVariants writes and how hard each encoder works (`npm run bench:images` compares these). */
export interface ListingEncoding {
  renditions: readonly Rendition[];
  webp: WebpOptions;
  avif: AvifOptions;
  jpeg: JpegOptions;
}

/**
 * The settings the worker and the seed use, chosen on 12 MP phone photos (docs/performance.md, "Images").
 * The encoders' effort was most of a photo's time and bought little: AVIF at effort 0 (of 0-9) takes about a
 * seventh of effort 2's CPU, and quality 52 there scores a higher SSIM than 50 at effort 2 (PSNR within 0.1 dB)
 * for 1-5% more bytes at 640 and 1280 px. WebP at effort 0 (of 0-6) takes under half of effort 4's CPU;
 * quality 80 there scores above 78 at effort 4 for 8-15% more bytes, paid only by browsers without AVIF. The
 * JPEG is the `<img src>` for browsers without WebP either: plain libjpeg at 78 scores above mozjpeg at 80 for
 * a seventh of its CPU.
 */
export const LISTING_ENCODING: ListingEncoding = {
  renditions: LISTING_RENDITIONS,
  webp: { quality: 80, effort: 0 },
  avif: { quality: 52, effort: 0 },
  jpeg: { quality: 78 },
};

interface RawPixels {
  data: Buffer;
  info: OutputInfo;
}

export interface RenderOptions {
  /**
   * Called with each rendition as soon as it is encoded, while the others still encode; the render ends
   * when every call has settled and fails when one does. The worker writes each rendition to storage here,
   * so the store's round trips overlap the slower encodes instead of following the last one.
   */
  whenEncoded?: (variant: RenderedVariant) => Promise<void>;
}

/**
 * Renders a listing picture for the web: checks it is a JPEG, PNG or WebP by content (and not a
 * decompression bomb), turns it upright by its EXIF orientation, and writes the `encoding`'s renditions
 * (WebP and AVIF at 320, 640 and 1280 px wide and a JPEG fallback at 640, never wider than the original),
 * all stripped of metadata, plus a placeholder.
 * The picture is decoded once, straight to at most 1280 px wide (a JPEG shrinks while it is decoded); each
 * narrower width is resized once from those pixels and every format of that width is encoded from it.
 */
export async function renderListingVariants(
  original: Buffer,
  encoding: ListingEncoding = LISTING_ENCODING,
  { whenEncoded }: RenderOptions = {},
): Promise<ListingVariants> {
  const metadata = await acceptedMetadata(original);
  const widths = [...new Set(encoding.renditions.map((rendition) => rendition.width))].sort((a, b) => b - a);
  const largest = widths[0] ?? 0;
  const decoded = await decodeUpright(original, largest);
  const resized = new Map(
    await Promise.all(
      widths.map(async (width) => {
        const pixels: RawPixels =
          width >= decoded.info.width
            ? decoded
            : await pixelsOf(decoded).resize({ width }).raw().toBuffer({ resolveWithObject: true });
        return [width, pixels] as const;
      }),
    ),
  );
  const at = (width: number) => resized.get(width) ?? decoded;

  const encode = async ({ width, format }: Rendition): Promise<RenderedVariant> => {
    let pipeline = pixelsOf(at(width));
    if (format === 'webp') pipeline = pipeline.webp(encoding.webp);
    else if (format === 'avif') pipeline = pipeline.avif(encoding.avif);
    else pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg(encoding.jpeg);
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const variant = { width, format, data, pixelWidth: info.width, pixelHeight: info.height };
    await whenEncoded?.(variant);
    return variant;
  };

  const [variants, hash, photoHash] = await Promise.all([
    Promise.all(encoding.renditions.map(encode)),
    thumbHashOf(pixelsOf(at(widths.at(-1) ?? largest))),
    // From the decoded pixels, exactly as hashPicture hashes an original: both paths give the same hash.
    photoHashOf(decoded).catch(
      (error: unknown): PhotoHash => ({ phash: null, why: `hashing failed: ${String(error)}` }),
    ),
  ]);
  return {
    sourceFormat: metadata.format as ListingVariants['sourceFormat'],
    // The header's size turned by the EXIF orientation: the upright original, before any resizing.
    width: metadata.autoOrient?.width ?? metadata.width,
    height: metadata.autoOrient?.height ?? metadata.height,
    placeholder: await placeholderOf(hash),
    thumbhash: Buffer.from(hash).toString('base64'),
    variants,
    photoHash,
  };
}

/**
 * The perceptual hash of an original that is not being rendered (a listing application's photo): checked by
 * content like an upload, and decoded exactly as renderListingVariants decodes it, so the same picture gets
 * the same hash on either path. Never throws for a bad picture: it answers why there is no hash.
 */
export async function hashPicture(original: Buffer): Promise<PhotoHash> {
  try {
    await acceptedMetadata(original);
    return await photoHashOf(await decodeUpright(original, LARGEST_RENDITION));
  } catch (error) {
    if (error instanceof ImageRejectedError) return { phash: null, why: error.message };
    return { phash: null, why: 'The image could not be decoded' };
  }
}

const LARGEST_RENDITION = Math.max(...LISTING_ENCODING.renditions.map((rendition) => rendition.width));

/**
 * The edges a cropped copy may have lost, as fractions of the side (left, top, right, bottom): each probe
 * grows the picture back by mirroring its own edge there. Each side alone and each corner's two sides, 6 %:
 * `npm run bench:duplicates` measured these nine (with the plain hash) against crops of up to 10 % per side.
 */
const CROP_PROBES: readonly (readonly [left: number, top: number, right: number, bottom: number])[] = [
  [0.06, 0, 0, 0],
  [0, 0.06, 0, 0],
  [0, 0, 0.06, 0],
  [0, 0, 0, 0.06],
  [0.06, 0.06, 0, 0],
  [0, 0.06, 0.06, 0],
  [0, 0, 0.06, 0.06],
  [0.06, 0, 0, 0.06],
];
/** The probes are grown from a small grey copy: the hash only ever sees PHASH_SIDE² pixels. */
const PROBE_SIDE = PHASH_SIDE * 4;

async function photoHashOf(decoded: RawPixels): Promise<PhotoHash> {
  // Two pipelines over the same pixels, not clone(): a clone would copy the decoded picture (see upright()).
  const [{ data, info }, small] = await Promise.all([
    greyPixels(pixelsOf(decoded), PHASH_SIDE),
    greyPixels(pixelsOf(decoded), PROBE_SIDE),
  ]);
  const hash = perceptualHash(data, info.channels);
  if (hash === null) return { phash: null, why: 'one flat colour: nothing to hash' };
  const probes = await Promise.all(
    CROP_PROBES.map(async ([left, top, right, bottom]) => {
      // Two pipelines: sharp extends after it resizes within one.
      const grown = await sharp(small.data, { raw: small.info })
        .extend({
          left: Math.round(PROBE_SIDE * left),
          top: Math.round(PROBE_SIDE * top),
          right: Math.round(PROBE_SIDE * right),
          bottom: Math.round(PROBE_SIDE * bottom),
          extendWith: 'mirror',
        })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = await greyPixels(sharp(grown.data, { raw: grown.info }), PHASH_SIDE);
      return perceptualHash(pixels.data, pixels.info.channels);
    }),
  );
  return {
    phash: hashToInt8(hash),
    probes: probes.flatMap((probe) => (probe === null ? [] : [hashToInt8(probe)])),
  };
}

/** The picture squeezed to side × side grey levels, as the hash reads it. */
function greyPixels(image: Sharp, side: number) {
  return image
    .resize(side, side, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Decodes a picture once, upright, at most `width` wide (a JPEG shrinks while it is decoded). */
async function decodeUpright(original: Buffer, width: number): Promise<RawPixels> {
  try {
    return await upright(original)
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejectedError('The image could not be decoded');
  }
}

function pixelsOf(image: RawPixels): Sharp {
  const { width, height, channels } = image.info;
  return sharp(image.data, { raw: { width, height, channels } });
}

async function thumbHashOf(image: Sharp): Promise<Uint8Array> {
  const { data, info } = await image
    .resize(THUMBHASH_MAX, THUMBHASH_MAX, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return rgbaToThumbHash(info.width, info.height, data);
}

/** The ThumbHash rendered back to pixels and compressed: thumbhash's own PNG data URL is uncompressed (~4 KB). */
async function placeholderOf(hash: Uint8Array): Promise<string> {
  const { w, h, rgba } = thumbHashToRGBA(hash);
  const webp = await sharp(Buffer.from(rgba), { raw: { width: w, height: h, channels: 4 } })
    .webp({ quality: 60, alphaQuality: 60 })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

/**
 * A listing's link preview (media/link-preview.ts): `photo` (one of our own renditions, upright) cropped to fill
 * `width`×`height` around its centre, `overlay` (an SVG of that size) drawn over it, as a baseline JPEG without
 * metadata. Quality 80 keeps it near 100-200 kB, well under the 300 kB WhatsApp shows large.
 */
export async function renderLinkPreview(
  photo: Buffer,
  overlay: string,
  { width, height }: { width: number; height: number },
): Promise<Buffer> {
  try {
    return await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw new ImageRejectedError(`The link preview could not be drawn: ${String(error)}`);
  }
}

/** Rasterises an SVG drawing (the seed's generated pictures) into a JPEG, as a camera would deliver it. */
export async function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
}

/** Rasterises an SVG drawing at its own size into a WebP (the seed's square portraits and logos). */
export async function svgToWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
