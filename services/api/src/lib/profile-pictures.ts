import { randomBytes } from 'node:crypto';
import type { Storage } from '@ile/db';
import { renderSquareVariants } from '@ile/db/media/image-processing';

export const PROFILE_PICTURE_SIZES = [96, 256] as const;

/**
 * Square WebP sizes of a profile picture (avatars, agent photos, agency logos) under a fresh folder, so
 * caches of an old picture never show the new one. Answers the key of the largest size.
 * Throws ImageRejectedError when the data is not a usable picture.
 */
export async function storeProfilePicture(storage: Storage, prefix: string, data: Buffer): Promise<string> {
  const variants = await renderSquareVariants(data, PROFILE_PICTURE_SIZES);
  const folder = `${prefix}/${randomBytes(6).toString('hex')}`;
  await Promise.all([...variants].map(([size, picture]) => storage.put(`${folder}/${size}.webp`, picture)));
  return `${folder}/${PROFILE_PICTURE_SIZES[PROFILE_PICTURE_SIZES.length - 1]}.webp`;
}
