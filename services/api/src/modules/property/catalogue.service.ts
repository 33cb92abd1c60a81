import type { Db } from '@ile/db';
import {
  countListingReveal,
  countListingView,
  recordContactReveal,
} from '@ile/db/repositories/listing-figures.repository';
import { agencyMayEditListing, isManagedListing } from '@ile/db/repositories/managed-listings.repository';
import { listPriceHistory } from '@ile/db/repositories/price-changes.repository';
import {
  type CardRow,
  findPropertyById,
  findPublishedViews,
  incrementPropertyViews,
  listPublishedCards,
  listPublishedCardsByIds,
  listTrendingCards,
} from '@ile/db/repositories/properties.repository';
import { recordPropertyView } from '@ile/db/repositories/property-views.repository';
import { recordRecentlyViewed } from '@ile/db/repositories/recently-viewed.repository';
import { findSimilarTarget, listSimilarCards } from '@ile/db/repositories/similar-listings.repository';
import { savedAmong } from '@ile/db/repositories/wishlists.repository';
import {
  CATEGORIES,
  type HomeDisplayResponse,
  PRICE_HISTORY_LIMIT,
  type Property,
  type PropertyCard,
  SIMILAR_LISTINGS_LIMIT,
} from '@ile/shared';
import { NotFoundError } from '../../lib/errors';
import { listingImagesFor } from '../../lib/listing-images';
import { type Reads, recordSourceFor, toReads } from '../../lib/reads';
import { badgesOfUsers } from '../../lib/verification-badges';
import { listerOf } from './lister';
import { toCards } from './property-cards';
import { toPropertyDetail } from './property-detail';

const SECTION_SIZE = 8;
const TRENDING_SIZE = 10;
const TRENDING_DAYS = 7;
// Home sections and trending are the same for everyone but `isLiked`: computed once a minute, then personalised.
const SHARED_TTL_MS = 60_000;

export interface Viewer {
  userId?: string;
  staff?: boolean;
  /** See viewerKeyOf. */
  key: string;
}

function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!entry || Date.now() - entry.at > SHARED_TTL_MS) {
      const value = load();
      entry = { at: Date.now(), value };
      // A failed load is not kept: the next caller tries again.
      value.catch(() => {
        if (entry?.value === value) entry = undefined;
      });
    }
    return entry.value;
  };
}

/**
 * Home sections, trending and anonymous callers' listing pages read the catalogue (the read replica when
 * there is one); signed-in callers' listing pages, hearts and the view counter use the primary.
 */
export function createCatalogueService(source: Db | Reads) {
  const reads = toReads(source);
  const db = reads.catalogue;
  const loadSections = cached(async () => {
    const [popular, perCategory, newest] = await Promise.all([
      listPublishedCards(db, 'most_viewed', SECTION_SIZE),
      // A wide variety: the newest two of each category, one index walk each (never a scan of every listing).
      Promise.all(CATEGORIES.map((category) => listPublishedCards(db, 'newest', 2, category))),
      listPublishedCards(db, 'newest', SECTION_SIZE),
    ]);
    // Round-robin over the categories: every category's newest first, then their second newest.
    const variety = [0, 1]
      .flatMap((rank) => perCategory.map((rows) => rows[rank]))
      .filter((row): row is CardRow => row !== undefined)
      .slice(0, SECTION_SIZE);
    return { popular, variety, newest };
  });

  /** Most views over the last week; quiet weeks fall back to all-time views. */
  const loadTrending = cached(async () => {
    const recent = await listTrendingCards(db, TRENDING_DAYS, TRENDING_SIZE);
    if (recent.length >= TRENDING_SIZE) return recent;
    const seen = new Set(recent.map((row) => row.id));
    const popular = await listPublishedCards(db, 'most_viewed', TRENDING_SIZE * 2);
    return [...recent, ...popular.filter((row) => !seen.has(row.id))].slice(0, TRENDING_SIZE);
  });

  /**
   * The listing's phone goes to a signed-in person who is not its manager: a contact reveal, counted once per
   * person per listing per day (recordContactReveal) in the transaction that records it. The agent's agency
   * opening its agent's listing is no seeker: not counted.
   */
  async function countReveal(userId: string, propertyId: string, viewerKey: string): Promise<void> {
    await reads.own.transaction().execute(async (trx) => {
      if (await isManagedListing(trx, userId, propertyId)) return;
      if (await recordContactReveal(trx, propertyId, viewerKey)) await countListingReveal(trx, propertyId);
    });
  }

  return {
    async display(viewerId?: string): Promise<HomeDisplayResponse> {
      const sections = await loadSections();
      const [properties1, properties2, properties3] = await Promise.all([
        toCards(reads, sections.popular, viewerId),
        toCards(reads, sections.variety, viewerId),
        toCards(reads, sections.newest, viewerId),
      ]);
      return { properties1, properties2, properties3 };
    },

    async trending(viewerId?: string): Promise<PropertyCard[]> {
      return toCards(reads, await loadTrending(), viewerId);
    },

    /**
     * A published listing for anyone; an unpublished one only for its owner and staff (the edit form loads
     * it here). Everyone else gets "not found", so drafts do not leak.
     */
    async detail(
      propertyId: string,
      viewer: Viewer,
      phoneAllowed: () => Promise<boolean>,
    ): Promise<Property> {
      // Staff and owners are signed in, so drafts and just-made edits are read on the primary. A listing the
      // replica does not have yet (published a moment ago) is looked up on the primary too, so a shared link
      // to it never answers "not found".
      let source = recordSourceFor(reads, viewer.userId);
      let row = await findPropertyById(source, propertyId);
      if (source !== reads.own && row?.status !== 'published') {
        source = reads.own;
        row = await findPropertyById(source, propertyId);
      }
      let mayManage = row !== undefined && (row.owner_id === viewer.userId || viewer.staff === true);
      // An agency an agent lets edit their listings loads their drafts into the edit form too.
      if (row && !mayManage && viewer.userId && row.status !== 'published' && row.status !== 'deleted') {
        mayManage = await agencyMayEditListing(reads.own, viewer.userId, row.id);
      }
      if (!row || row.status === 'deleted' || (row.status !== 'published' && !mayManage)) {
        throw new NotFoundError('Property not found');
      }
      const [images, liked, badges, history, lister] = await Promise.all([
        listingImagesFor(source, [row.id]),
        savedAmong(reads.own, viewer.userId, [row.id]),
        badgesOfUsers(source, [row.owner_id]),
        listPriceHistory(source, row.id, PRICE_HISTORY_LIMIT),
        listerOf(source, row.owner_id),
      ]);
      const showPhone = viewer.userId !== undefined && (mayManage || (await phoneAllowed()));
      if (showPhone && !mayManage && row.mobile_phone)
        await countReveal(viewer.userId as string, row.id, viewer.key);
      return toPropertyDetail(
        row,
        images.get(row.id) ?? { images: [], image_set: [] },
        {
          liked: liked.has(row.id),
          showPhone,
          verification: badges(row.owner_id, row.inspected_at),
          lister,
        },
        history.map((change) => ({
          at: change.changed_at.toISOString(),
          from: Number(change.old_price),
          to: Number(change.new_price),
          currency: change.currency,
        })),
      );
    },

    /**
     * Up to SIMILAR_LISTINGS_LIMIT published listings like a published one (listSimilarCards); "not found"
     * for any other id. Read on the catalogue, and on the primary for a listing the replica does not have yet.
     */
    async similar(propertyId: string, viewerId?: string): Promise<PropertyCard[]> {
      let source = reads.catalogue;
      let target = await findSimilarTarget(source, propertyId);
      if (!target && source !== reads.own) {
        source = reads.own;
        target = await findSimilarTarget(source, propertyId);
      }
      if (!target) throw new NotFoundError('Property not found');
      return toCards(reads, await listSimilarCards(source, target, SIMILAR_LISTINGS_LIMIT), viewerId);
    },

    /** The published listings among `ids` as cards, in the order given (a visitor's "Recently viewed"). */
    async cardsByIds(ids: readonly string[], viewerId?: string): Promise<PropertyCard[]> {
      const rows = await listPublishedCardsByIds(db, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
      return toCards(reads, ordered, viewerId);
    },

    /**
     * Counts one view per viewer per listing per day; answers the listing's view count. A signed-in viewer's
     * "Recently viewed" is brought up to date on every visit, counted or not.
     */
    async countView(propertyId: string, viewer: Viewer): Promise<{ counted: boolean; views: number }> {
      const viewerKey = viewer.key;
      return reads.own.transaction().execute(async (trx) => {
        const views = await findPublishedViews(trx, propertyId);
        if (views === undefined) throw new NotFoundError('Property not found');
        if (viewer.userId) await recordRecentlyViewed(trx, viewer.userId, [{ propertyId }]);
        if (!(await recordPropertyView(trx, propertyId, viewerKey))) return { counted: false, views };
        await countListingView(trx, propertyId);
        return { counted: true, views: await incrementPropertyViews(trx, propertyId) };
      });
    },
  };
}
