import type { Duration } from '@ile/shared';
import type { Executor } from '../database';

// Link previews (issue 20, docs/workers.md "Link previews"): what the images worker draws a listing's Open Graph
// picture from, and where it records the picture it drew.

export interface LinkPreviewSource {
  id: string;
  price: number;
  currency: string;
  duration: Duration;
  city: string | null;
  state: string;
  /** The picture drawn last, or null. */
  og_image_key: string | null;
  /** The widest WebP of the listing's first processed photo, or null while none is processed. */
  photo_key: string | null;
}

/**
 * What a listing's preview shows, or undefined when the listing is gone. The photo is the one its page and
 * cards show first: the first processed image by position.
 */
export function findLinkPreviewSource(
  db: Executor,
  propertyId: string,
): Promise<LinkPreviewSource | undefined> {
  return db
    .selectFrom('properties as p')
    .select(['p.id', 'p.price', 'p.currency', 'p.duration', 'p.city', 'p.state', 'p.og_image_key'])
    .select((eb) =>
      eb
        .selectFrom('property_images as i')
        .innerJoin('property_image_variants as v', 'v.image_id', 'i.id')
        .select('v.storage_key')
        .whereRef('i.property_id', '=', 'p.id')
        .where('i.status', '=', 'processed')
        .where('v.format', '=', 'webp')
        .orderBy('i.position')
        .orderBy('v.width', 'desc')
        .limit(1)
        .as('photo_key'),
    )
    .where('p.id', '=', propertyId)
    .executeTakeFirst();
}

/** Records the listing's new preview picture (the caller holds the row's lock). */
export async function setLinkPreviewKey(db: Executor, propertyId: string, key: string | null): Promise<void> {
  await db.updateTable('properties').set({ og_image_key: key }).where('id', '=', propertyId).execute();
}
