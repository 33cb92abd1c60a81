import { renderLinkPreview } from '@ile/db/media/image-processing';
import {
  LINK_PREVIEW_HEIGHT,
  LINK_PREVIEW_WIDTH,
  type LinkPreviewContent,
  linkPreviewKey,
  linkPreviewOverlay,
} from '@ile/db/media/link-preview';
import {
  findLinkPreviewSource,
  type LinkPreviewSource,
  setLinkPreviewKey,
} from '@ile/db/repositories/link-previews.repository';
import { lockProperty } from '@ile/db/repositories/properties.repository';
import { removeUnreferenced } from '@ile/db/storage/storage';
import { listingPlace, listingPriceText } from '@ile/shared/helpers/listing-summary';
import type { HandlerContext } from '../../registry';

export type LinkPreviewOutcome =
  | { outcome: 'drawn'; key: string }
  /** The stored picture already shows this price, place and photo. */
  | { outcome: 'unchanged'; key: string }
  | { outcome: 'skipped'; reason: 'listing gone' | 'no processed photo' }
  /** The listing changed while it was drawn: the edit's own job draws the newer one. */
  | { outcome: 'stale' };

function contentOf(source: LinkPreviewSource & { photo_key: string }): LinkPreviewContent {
  return {
    photoKey: source.photo_key,
    price: listingPriceText(source.price, source.currency, source.duration),
    place: listingPlace(source.city, source.state),
  };
}

const keyOf = (source: LinkPreviewSource | undefined): string | null =>
  source?.photo_key ? linkPreviewKey(source.id, contentOf({ ...source, photo_key: source.photo_key })) : null;

/**
 * Draws a listing's link preview (its Open Graph picture) when what it shows changed: the first photo's widest
 * WebP, cropped to 1200×630, with the price and place on a band (media/link-preview.ts). The key names the
 * content, so the same listing drawn twice gives the same key and a redelivered job finds it made and writes
 * nothing. The new key is recorded only if the listing still shows what was drawn (checked under the row's
 * lock); the picture it replaces is removed after the commit.
 */
export async function drawLinkPreview(
  context: HandlerContext,
  propertyId: string,
): Promise<LinkPreviewOutcome> {
  const { db, mediaStorage, log } = context;
  const source = await findLinkPreviewSource(db, propertyId);
  if (!source) return { outcome: 'skipped', reason: 'listing gone' };
  if (!source.photo_key) return { outcome: 'skipped', reason: 'no processed photo' };
  const content = contentOf({ ...source, photo_key: source.photo_key });
  const key = linkPreviewKey(propertyId, content);
  if (source.og_image_key === key) return { outcome: 'unchanged', key };

  const photo = await mediaStorage.get(source.photo_key);
  // Our own rendition missing is storage trouble (or a listing whose photos were just replaced): retried.
  if (!photo) throw new Error(`the photo to draw the link preview on is missing: ${source.photo_key}`);
  const picture = await renderLinkPreview(photo, linkPreviewOverlay(content), {
    width: LINK_PREVIEW_WIDTH,
    height: LINK_PREVIEW_HEIGHT,
  });
  await mediaStorage.put(key, picture);

  const recorded = await db.transaction().execute(async (trx) => {
    if (!(await lockProperty(trx, propertyId))) return { current: false, replaced: null };
    const now = await findLinkPreviewSource(trx, propertyId);
    if (keyOf(now) !== key) return { current: false, replaced: null };
    await setLinkPreviewKey(trx, propertyId, key);
    return { current: true, replaced: now?.og_image_key ?? null };
  });
  if (!recorded.current) {
    await removeUnreferenced(mediaStorage, [key]);
    log.info({ propertyId }, 'link preview outdated while drawn');
    return { outcome: 'stale' };
  }
  if (recorded.replaced && recorded.replaced !== key)
    await removeUnreferenced(mediaStorage, [recorded.replaced]);
  log.info({ propertyId, key, bytes: picture.length }, 'link preview drawn');
  return { outcome: 'drawn', key };
}
