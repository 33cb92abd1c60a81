import type { Db } from '@ile/db';
import {
  computePeerMedians,
  findPeerMedians,
  listListingDays,
} from '@ile/db/repositories/listing-figures.repository';
import { findManagedListing } from '@ile/db/repositories/managed-listings.repository';
import {
  FIGURE_WINDOW_DAYS,
  LISTING_FIGURES,
  type ListingFigures,
  type ListingPerformanceResponse,
  PERFORMANCE_DAYS,
} from '@ile/shared';
import { NotFoundError } from '../../lib/errors';

/** A listing's performance page: its daily figures, its 30-day totals, and the medians of similar listings. */
export function createPerformanceService(db: Db) {
  /**
   * The medians of the listing's state and category: one key lookup of what the worker's refresh-peer-medians
   * computed (every 6 hours). A group it has not seen yet (a first listing published since) is computed here
   * once, in one statement in proportion to the group's size, and kept until the next refresh.
   */
  async function peersOf(group: { country: string; state_code: string; category: string }) {
    return (await findPeerMedians(db, group)) ?? (await computePeerMedians(db, group, FIGURE_WINDOW_DAYS));
  }

  return {
    /** Only a listing of the caller's manage area (own, or an affiliated agent's for an agency); else 404. */
    async performance(userId: string, propertyId: string): Promise<ListingPerformanceResponse> {
      const listing = await findManagedListing(db, userId, propertyId);
      if (!listing) throw new NotFoundError('Property not found');
      const [days, peers] = await Promise.all([
        listListingDays(db, listing.id, PERFORMANCE_DAYS),
        peersOf(listing),
      ]);
      const recent = days.slice(-FIGURE_WINDOW_DAYS);
      const last30Days = Object.fromEntries(
        LISTING_FIGURES.map((figure) => [figure, recent.reduce((sum, day) => sum + day[figure], 0)]),
      ) as ListingFigures;
      return {
        property: {
          id: listing.id,
          title: listing.title,
          status: listing.status,
          state: listing.state,
          category: listing.category,
          access: listing.access,
          listedBy: listing.access === 'own' ? null : listing.owner_name,
        },
        days,
        last30Days,
        // A published listing is one of its own group: alone in it, it has nothing to compare with.
        similar:
          peers.listings - (listing.status === 'published' ? 1 : 0) < 1
            ? null
            : {
                listings: peers.listings,
                median: {
                  views: peers.views,
                  saves: peers.saves,
                  reveals: peers.reveals,
                  enquiries: peers.enquiries,
                },
              },
      };
    },
  };
}
