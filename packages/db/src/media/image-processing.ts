import sharp, { type Metadata } from 'sharp';

export class ImageRejectedError extends Error {}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// Refuse decompression bombs before decoding: 40 megapixels is far beyond any phone photo.
const MAX_PIXELS = 40_000_000;

/** Checks the content (not the name or the claimed type) is a readable JPEG, PNG or WebP. */
export async function inspectImage(data: Buffer): Promise<{ format: string; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ImageRejectedError('The image could not be read; upload a JPEG, PNG or WebP file');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejectedError('Images must be JPEG, PNG or WebP');
  }
  if (!metadata.width || !metadata.height) throw new ImageRejectedError('The image has no size');
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

/** Square WebP crops (profile pictures), turned upright and with their metadata stripped. */
export async function renderSquareVariants(
  data: Buffer,
  sizes: readonly number[],
): Promise<Map<number, Buffer>> {
  await inspectImage(data);
  const decoded = sharp(data, { limitInputPixels: MAX_PIXELS }).rotate();
  const rendered = await Promise.all(
    sizes.map(async (size) => {
      const buffer = await decoded
        .clone()
        .resize(size, size, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
      return [size, buffer] as const;
    }),
  );
  return new Map(rendered);
}
