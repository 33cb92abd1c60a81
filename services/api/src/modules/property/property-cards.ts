import type { Db, Property } from '@ile/db';
import type { ProcessedImage } from '@ile/db/repositories/property-images.repository';
import type { ImageFormat } from '@ile/db/schema/values';
import type { PropertyCard } from '@ile/shared';
import { sql } from 'kysely';
import { type ListingImages, toImageSet } from '../../lib/listing-images';
import { mediaUrl } from '../../lib/media-url';

/** The columns of `properties` a card needs; select them (aliased `p`) and hand the rows to `toCards`. */
export const CARD_COLUMNS = [
  'p.id',
  'p.title',
  'p.description',
  'p.address',
  'p.city',
  'p.state',
  'p.country',
  'p.price',
  'p.currency',
  'p.duration',
  'p.bedrooms',
  'p.bathrooms',
  'p.category',
  'p.property_type',
] as const;

/** A row selected with CARD_COLUMNS. */
export type CardRow = Pick<
  Property,
  | 'id'
  | 'title'
  | 'description'
  | 'address'
  | 'city'
  | 'state'
  | 'country'
  | 'price'
  | 'currency'
  | 'duration'
  | 'bedrooms'
  | 'bathrooms'
  | 'category'
  | 'property_type'
>;

/** Of `propertyIds`, the ones `userId` saved (none for anonymous callers). */
export async function likedAmong(
  db: Db,
  userId: string | undefined,
  propertyIds: readonly string[],
): Promise<Set<string>> {
  if (!userId || propertyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('wishlists')
    .select('property_id')
    .where('user_id', '=', userId)
    .where('property_id', 'in', propertyIds)
    .execute();
  return new Set(rows.map((row) => row.property_id));
}

const CARD_WIDTH = 640;

type ImageJson = [
  id: string,
  width: number | null,
  height: number | null,
  placeholder: string | null,
  variants: VariantJson[],
];
type VariantJson = [width: number, format: ImageFormat, key: string];

/** The 640 px WebP of an image (else its widest WebP, else any rendition), as listing-images picks it. */
function cardImageUrl(image: ProcessedImage): string {
  const webp = image.variants.filter((variant) => variant.format === 'webp');
  const best = webp.find((variant) => variant.width === CARD_WIDTH) ?? webp.at(-1) ?? image.variants[0];
  return (best && mediaUrl(best.key)) ?? '';
}

/**
 * What listingImagesFor gives (the same processed images, variants and order, the same URLs), read as one
 * row per listing with its images aggregated in JSON: a page of cards is otherwise ~120 rows of repeated
 * ids and placeholders, and decoding them was the largest cost of a search in the api (docs/performance.md).
 */
async function cardImagesFor(db: Db, propertyIds: readonly string[]): Promise<Map<string, ListingImages>> {
  const result = new Map<string, ListingImages>();
  if (propertyIds.length === 0) return result;
  const { rows } = await sql<{ property_id: string; images: ImageJson[] }>`
    SELECT i.property_id,
      json_agg(json_build_array(i.id, i.width, i.height, i.placeholder, v.variants) ORDER BY i.position) AS images
    FROM property_images i
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_array(v.width, v.format, v.storage_key) ORDER BY v.format, v.width) AS variants
      FROM property_image_variants v WHERE v.image_id = i.id
    ) v
    WHERE i.property_id = ANY(${propertyIds}::uuid[]) AND i.status = 'processed' AND v.variants IS NOT NULL
    GROUP BY i.property_id
  `.execute(db);
  for (const row of rows) {
    const images = row.images.map(
      ([imageId, width, height, placeholder, variants]): ProcessedImage => ({
        imageId,
        width,
        height,
        placeholder,
        variants: variants.map(([variantWidth, format, key]) => ({ width: variantWidth, format, key })),
      }),
    );
    result.set(row.property_id, { images: images.map(cardImageUrl), image_set: images.map(toImageSet) });
  }
  return result;
}

/** Card records for rows in their given order, with images and `isLiked` loaded in two queries. */
export async function toCards(db: Db, rows: readonly CardRow[], viewerId?: string): Promise<PropertyCard[]> {
  const ids = rows.map((row) => row.id);
  const [images, liked] = await Promise.all([cardImagesFor(db, ids), likedAmong(db, viewerId, ids)]);
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
  }));
}
