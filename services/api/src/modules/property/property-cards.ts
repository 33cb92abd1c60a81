import type { Db } from '@ile/db';
import type { CardRow } from '@ile/db/repositories/properties.repository';
import {
  type ProcessedImage,
  processedImagesAggregated,
} from '@ile/db/repositories/property-images.repository';
import { savedAmong } from '@ile/db/repositories/wishlists.repository';
import type { PropertyCard } from '@ile/shared';
import { type ListingImages, toImageSet } from '../../lib/listing-images';
import { mediaUrl } from '../../lib/media-url';
import { priceReducedAt } from '../../lib/price-reduced';
import { type Reads, toReads } from '../../lib/reads';
import { badgesFrom } from '../../lib/verification-badges';

const CARD_WIDTH = 640;

/** The 640 px WebP of an image (else its widest WebP, else any rendition), as listing-images picks it. */
function cardImageUrl(image: ProcessedImage): string {
  const webp = image.variants.filter((variant) => variant.format === 'webp');
  const best = webp.find((variant) => variant.width === CARD_WIDTH) ?? webp.at(-1) ?? image.variants[0];
  return (best && mediaUrl(best.key)) ?? '';
}

/** Each listing's card images (URLs and the image set), as listingImagesFor would give them. */
async function cardImagesFor(db: Db, propertyIds: readonly string[]): Promise<Map<string, ListingImages>> {
  const result = new Map<string, ListingImages>();
  for (const [propertyId, images] of await processedImagesAggregated(db, propertyIds)) {
    result.set(propertyId, { images: images.map(cardImageUrl), image_set: images.map(toImageSet) });
  }
  return result;
}

/**
 * Card records for rows in their given order, with images (the catalogue's) and `isLiked` (the viewer's own,
 * from the primary, so a heart just given shows at once) loaded in two queries; the owner's trust badges come
 * with the rows (CARD_BADGE_COLUMNS).
 */
export async function toCards(
  db: Db | Reads,
  rows: readonly CardRow[],
  viewerId?: string,
): Promise<PropertyCard[]> {
  const reads = toReads(db);
  const ids = rows.map((row) => row.id);
  const [images, liked] = await Promise.all([
    cardImagesFor(reads.catalogue, ids),
    savedAmong(reads.own, viewerId, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    price: Number(row.price),
    currency: row.currency,
    duration: row.duration,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    category: row.category,
    property_type: row.property_type,
    ...(images.get(row.id) ?? { images: [], image_set: [] }),
    isLiked: liked.has(row.id),
    verification: badgesFrom(
      {
        identity_verified_at: row.owner_identity_verified_at,
        business_verified_at: row.owner_business_verified_at,
      },
      row.inspected_at,
    ),
    priceReducedAt: priceReducedAt(row.price_reduced_at),
  }));
}
