import type { Db } from '@ile/db';
import {
  listRecentlyViewedCards,
  recordRecentlyViewed,
} from '@ile/db/repositories/recently-viewed.repository';
import type { MergeRecentlyViewedBody, PropertyCard } from '@ile/shared';
import { toCards } from '../property/property-cards';

/**
 * A signed-in user's "Recently viewed": a listing page records itself through the view counter
 * (catalogue.countView); a browser's own list is merged in once the visitor signs in. Read and written on the
 * primary: it is the caller's own.
 */
export function createRecentlyViewedService(db: Db) {
  const list = async (userId: string): Promise<PropertyCard[]> =>
    toCards(db, await listRecentlyViewedCards(db, userId), userId);

  return {
    list,

    /** Merges a browser's list, each view at its own time, and answers the merged list. */
    async merge(userId: string, views: MergeRecentlyViewedBody['views']): Promise<PropertyCard[]> {
      const dated = views.map((view) => ({ propertyId: view.propertyId, viewedAt: new Date(view.viewedAt) }));
      await db.transaction().execute((trx) => recordRecentlyViewed(trx, userId, dated));
      return list(userId);
    },
  };
}
