import type { Category } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';

export async function isSaved(db: Executor, userId: string, propertyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('wishlists')
    .select('id')
    .where('user_id', '=', userId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Of `propertyIds`, the ones `userId` saved (none for anonymous callers). */
export async function savedAmong(
  db: Executor,
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

/**
 * Saves once: a second save of the same listing (even a concurrent one) changes nothing. `created` says
 * whether this call made the save.
 */
export async function saveProperty(
  db: Executor,
  userId: string,
  propertyId: string,
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto('wishlists')
    .values({ user_id: userId, property_id: propertyId })
    .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const row = await db
    .selectFrom('wishlists')
    .select('id')
    .where('user_id', '=', userId)
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow();
  return { id: row.id, created: false };
}

export async function unsaveProperty(db: Executor, userId: string, propertyId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('wishlists')
    .where('user_id', '=', userId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes only the caller's own item; false when there is no such item of theirs. */
export async function removeWishlistItem(db: Executor, userId: string, wishlistId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('wishlists')
    .where('id', '=', wishlistId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function updateWishlistNote(
  db: Executor,
  userId: string,
  wishlistId: string,
  note: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('wishlists')
    .set({ note })
    .where('id', '=', wishlistId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface WishlistPage {
  category?: Category;
  limit: number;
  offset: number;
}

/** The caller's saved listings, newest first, with a stable tie-breaker for paging. */
export async function listWishlist(db: Executor, userId: string, page: WishlistPage) {
  let base = db
    .selectFrom('wishlists as w')
    .innerJoin('properties as p', 'p.id', 'w.property_id')
    .where('w.user_id', '=', userId);
  if (page.category) base = base.where('p.category', '=', page.category);
  const [rows, total] = await Promise.all([
    base
      .select([
        'w.id',
        'w.property_id',
        'w.note',
        'w.created_at',
        'p.title',
        'p.description',
        'p.bedrooms',
        'p.bathrooms',
        'p.category',
        'p.price',
        'p.currency',
        'p.duration',
      ])
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
