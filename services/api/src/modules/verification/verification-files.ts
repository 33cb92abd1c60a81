import { randomUUID } from 'node:crypto';
import { removeUnreferenced, type Storage } from '@ile/db';
import { ImageRejectedError, inspectImage } from '@ile/db/media/image-processing';
import { parseDataUrl, VERIFICATION_IMAGE_RULES } from '@ile/shared';
import { BadRequestError } from '../../lib/errors';

const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** One picture to check and keep: the request field it came from and its data URL. */
export interface VerificationPicture {
  field: string;
  dataUrl: string;
}

const refuse = (field: string, message: string) => new BadRequestError(message, { [field]: [message] });

/**
 * Checks each picture by its content (a real JPEG, PNG or WebP; at least 600×400 either way round, or a
 * reviewer cannot read it) before any is written, then writes them all to private storage under `folder`, or
 * none: a failed write removes the ones written. Answers the keys in the pictures' order.
 */
export async function storeVerificationPictures(
  storage: Storage,
  folder: string,
  pictures: readonly VerificationPicture[],
): Promise<string[]> {
  const checked = await Promise.all(
    pictures.map(async ({ field, dataUrl }) => {
      const parsed = parseDataUrl(dataUrl);
      if (!parsed) throw refuse(field, VERIFICATION_IMAGE_RULES.messages.type);
      const data = Buffer.from(parsed.base64, 'base64');
      let picture: { format: string; width: number; height: number };
      try {
        picture = await inspectImage(data);
      } catch (error) {
        if (error instanceof ImageRejectedError) throw refuse(field, VERIFICATION_IMAGE_RULES.messages.type);
        throw error;
      }
      const long = Math.max(picture.width, picture.height);
      const short = Math.min(picture.width, picture.height);
      if (long < VERIFICATION_IMAGE_RULES.minWidth || short < VERIFICATION_IMAGE_RULES.minHeight) {
        throw refuse(field, VERIFICATION_IMAGE_RULES.messages.tooSmall);
      }
      return { key: `${folder}/${field}-${randomUUID()}.${EXTENSIONS[picture.format] ?? 'img'}`, data };
    }),
  );
  const written = await Promise.allSettled(checked.map(({ key, data }) => storage.put(key, data)));
  const failed = written.find((result) => result.status === 'rejected');
  if (failed) {
    await removeUnreferenced(
      storage,
      checked.filter((_, i) => written[i]?.status === 'fulfilled').map(({ key }) => key),
    );
    throw failed.reason;
  }
  return checked.map(({ key }) => key);
}
