import { removeUnreferenced, type Storage } from '@ile/db';
import { ImageRejectedError, renderWebpWidths } from '@ile/db/media/image-processing';
import { parseDataUrl } from '@ile/shared';
import { BadRequestError } from '../../lib/errors';

// A picture attached to a message or a ticket: two WebP widths of the whole picture (no crop, no AVIF).

/** The thread's thumbnail and the full view, in pixels of width; a narrower picture is never upscaled. */
export const ATTACHMENT_WIDTHS = { preview: 320, full: 1280 } as const;

export const attachmentKey = (folder: string, width: number): string => `${folder}/${width}.webp`;

/** The preview stored beside a full-size attachment key, or null for a key of another layout. */
export function previewKeyOf(fullKey: string | null): string | null {
  const suffix = `/${ATTACHMENT_WIDTHS.full}.webp`;
  if (!fullKey?.endsWith(suffix)) return null;
  return attachmentKey(fullKey.slice(0, -suffix.length), ATTACHMENT_WIDTHS.preview);
}

export interface StoredAttachment {
  /** The full-size WebP: what the record keeps. */
  key: string;
  /** Every file written, to remove them again when the record is not written. */
  keys: string[];
  contentType: 'image/webp';
}

/**
 * Checks a data URL's content is a JPEG, PNG or WebP (the schema checked the declared type and size), then
 * writes it as WebP at each width of ATTACHMENT_WIDTHS under `folder`.
 */
export async function storeAttachment(
  storage: Storage,
  folder: string,
  dataUrl: string,
  field: string,
): Promise<StoredAttachment> {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed)
    throw new BadRequestError('Expected an image as a base64 data URL', { [field]: ['is not a data URL'] });
  const data = Buffer.from(parsed.base64, 'base64');
  let rendered: Map<number, Buffer>;
  try {
    rendered = await renderWebpWidths(data, Object.values(ATTACHMENT_WIDTHS));
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    throw new BadRequestError(error.message, { [field]: [error.message] });
  }
  const keys = [...rendered.keys()].map((width) => attachmentKey(folder, width));
  await Promise.all([...rendered].map(([width, webp]) => storage.put(attachmentKey(folder, width), webp)));
  return { key: attachmentKey(folder, ATTACHMENT_WIDTHS.full), keys, contentType: 'image/webp' };
}

/** Removes what storeAttachment wrote when the record could not be saved; a missing file is fine. */
export async function removeAttachment(storage: Storage, attachment: StoredAttachment | null): Promise<void> {
  if (!attachment) return;
  await removeUnreferenced(storage, attachment.keys);
}
