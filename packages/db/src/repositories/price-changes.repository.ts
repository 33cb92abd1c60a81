import type { ListingCurrency } from '@ile/shared';
import type { Executor } from '../database';

export interface PriceChange {
  propertyId: string;
  oldPrice: number;
  newPrice: number;
  currency: ListingCurrency;
  /** Who saved it (the owner, or staff); null for none. */
  changedBy: string | null;
}

/**
 * Records a published listing's price change in the caller's transaction (the one that changes the price)
 * and keeps `properties.price_reduced_at` with it: a drop stamps it, a raise clears it (the price is no
 * longer reduced). Answers whether it was a drop. Callers skip equal prices and currency changes.
 */
export async function recordPriceChange(db: Executor, change: PriceChange): Promise<{ dropped: boolean }> {
  const row = await db
    .insertInto('property_price_changes')
    .values({
      property_id: change.propertyId,
      old_price: change.oldPrice,
      new_price: change.newPrice,
      currency: change.currency,
      changed_by: change.changedBy,
    })
    .returning('changed_at')
    .executeTakeFirstOrThrow();
  const dropped = change.newPrice < change.oldPrice;
  await db
    .updateTable('properties')
    .set({ price_reduced_at: dropped ? row.changed_at : null })
    .where('id', '=', change.propertyId)
    .execute();
  return { dropped };
}

/** A listing's latest `limit` price changes, newest first (one walk of property_price_changes_property_idx). */
export function listPriceHistory(db: Executor, propertyId: string, limit: number) {
  return db
    .selectFrom('property_price_changes')
    .select(['changed_at', 'old_price', 'new_price', 'currency'])
    .where('property_id', '=', propertyId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
