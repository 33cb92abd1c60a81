import type { Db, Property } from '@ile/db';
import type { PropertyCard } from '@ile/shared';
import { listingImagesFor } from '../../lib/listing-images';

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

/** Card records for rows in their given order, with images and `isLiked` loaded in two queries. */
export async function toCards(db: Db, rows: readonly CardRow[], viewerId?: string): Promise<PropertyCard[]> {
  const ids = rows.map((row) => row.id);
  const [images, liked] = await Promise.all([listingImagesFor(db, ids), likedAmong(db, viewerId, ids)]);
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
