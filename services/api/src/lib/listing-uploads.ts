import { randomUUID } from 'node:crypto';
import { removeUnreferenced, type Storage } from '@ile/db';
import { ImageRejectedError, inspectImage } from '@ile/db/media/image-processing';
import { parseDataUrl } from '@ile/shared';
import { BadRequestError } from './errors';

const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** An uploaded original, kept in private storage; the images worker renders the public variants from it. */
export interface StoredOriginal {
  id: string;
  key: string;
  contentType: string;
  bytes: number;
}

/**
 * Checks every image by its content (the declared type and size were checked by the schema) before any is
 * written, so a bad third image leaves nothing behind; then writes them as `<folder>/<id>.<ext>`.
 */
export async function storeOriginals(
  storage: Storage,
  folder: string,
  dataUrls: readonly string[],
  field: string,
): Promise<StoredOriginal[]> {
  const checked = await Promise.all(
    dataUrls.map(async (dataUrl, index) => {
      const parsed = parseDataUrl(dataUrl);
      if (!parsed)
        throw new BadRequestError('Expected images as base64 data URLs', { [field]: ['is not a data URL'] });
      const data = Buffer.from(parsed.base64, 'base64');
      try {
        const { format } = await inspectImage(data);
        return { data, format };
      } catch (error) {
        if (error instanceof ImageRejectedError) {
          const message = `Image ${index + 1}: ${error.message}`;
          throw new BadRequestError(message, { [field]: [message] });
        }
        throw error;
      }
    }),
  );
  const stored = checked.map(({ data, format }) => {
    const id = randomUUID();
    const key = `${folder}/${id}.${EXTENSIONS[format] ?? 'img'}`;
    return { id, key, data, contentType: CONTENT_TYPES[format] ?? 'application/octet-stream' };
  });
  const written = await Promise.allSettled(stored.map(({ key, data }) => storage.put(key, data)));
  const failed = written.find((result) => result.status === 'rejected');
  if (failed) {
    // All or none: the ones that did get written would be referenced by nothing.
    await removeUnreferenced(
      storage,
      stored.filter((_, i) => written[i]?.status === 'fulfilled').map(({ key }) => key),
    );
    throw failed.reason;
  }
  return stored.map(({ id, key, contentType, data }) => ({ id, key, contentType, bytes: data.length }));
}
