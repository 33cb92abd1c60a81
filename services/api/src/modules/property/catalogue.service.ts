import type { Db } from '@ile/db';
import { CARD_COLUMNS, type CardRow } from '@ile/db/repositories/properties.repository';
import { savedAmong } from '@ile/db/repositories/wishlists.repository';
import { CATEGORIES, type HomeDisplayResponse, type Property, type PropertyCard } from '@ile/shared';
import { sql } from 'kysely';
import { NotFoundError } from '../../lib/errors';
import { listingImagesFor } from '../../lib/listing-images';
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

export function createCatalogueService(db: Db) {
  const published = () =>
    db.selectFrom('properties as p').select(CARD_COLUMNS).where('p.status', '=', 'published');

  const loadSections = cached(async () => {
    const [popular, perCategory, newest] = await Promise.all([
      published().orderBy('p.views', 'desc').orderBy('p.id').limit(SECTION_SIZE).execute(),
      // A wide variety: the newest two of each category, one index walk each (never a scan of every listing).
      Promise.all(
        CATEGORIES.map((category) =>
          published()
            .where('p.category', '=', category)
            .orderBy('p.created_at', 'desc')
            .orderBy('p.id')
            .limit(2)
            .execute(),
        ),
      ),
      published().orderBy('p.created_at', 'desc').orderBy('p.id').limit(SECTION_SIZE).execute(),
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
    const recent = await db
      .selectFrom('property_views as v')
      .innerJoin('properties as p', 'p.id', 'v.property_id')
      .select(CARD_COLUMNS)
      .select((eb) => eb.fn.countAll<string>().as('recent_views'))
      .where('p.status', '=', 'published')
      .where(sql<boolean>`v.day >= CURRENT_DATE - ${TRENDING_DAYS}::int`)
      .groupBy('p.id')
      .orderBy('recent_views', 'desc')
      .orderBy('p.id')
      .limit(TRENDING_SIZE)
      .execute();
    if (recent.length >= TRENDING_SIZE) return recent as CardRow[];
    const seen = new Set(recent.map((row) => row.id));
    const popular = await published()
      .orderBy('p.views', 'desc')
      .orderBy('p.id')
      .limit(TRENDING_SIZE * 2)
      .execute();
    return [...(recent as CardRow[]), ...popular.filter((row) => !seen.has(row.id))].slice(0, TRENDING_SIZE);
  });

  return {
    async display(viewerId?: string): Promise<HomeDisplayResponse> {
      const sections = await loadSections();
      const [properties1, properties2, properties3] = await Promise.all([
        toCards(db, sections.popular, viewerId),
        toCards(db, sections.variety, viewerId),
        toCards(db, sections.newest, viewerId),
      ]);
      return { properties1, properties2, properties3 };
    },

    async trending(viewerId?: string): Promise<PropertyCard[]> {
      return toCards(db, await loadTrending(), viewerId);
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
      const row = await db
        .selectFrom('properties')
        .selectAll()
        .where('id', '=', propertyId)
        .executeTakeFirst();
      const mayManage = row !== undefined && (row.owner_id === viewer.userId || viewer.staff === true);
      if (!row || row.status === 'deleted' || (row.status !== 'published' && !mayManage)) {
        throw new NotFoundError('Property not found');
      }
      const [images, liked] = await Promise.all([
        listingImagesFor(db, [row.id]),
        savedAmong(db, viewer.userId, [row.id]),
      ]);
      const showPhone = viewer.userId !== undefined && (mayManage || (await phoneAllowed()));
      return toPropertyDetail(row, images.get(row.id) ?? { images: [], image_set: [] }, {
        liked: liked.has(row.id),
        showPhone,
      });
    },

    /** Counts one view per viewer per listing per day; answers the listing's view count. */
    async countView(propertyId: string, viewer: Viewer): Promise<{ counted: boolean; views: number }> {
      const viewerKey = viewer.key;
      return db.transaction().execute(async (trx) => {
        const property = await trx
          .selectFrom('properties')
          .select(['id', 'views'])
          .where('id', '=', propertyId)
          .where('status', '=', 'published')
          .executeTakeFirst();
        if (!property) throw new NotFoundError('Property not found');
        const inserted = await trx
          .insertInto('property_views')
          .values({ property_id: propertyId, viewer_key: viewerKey })
          .onConflict((oc) => oc.doNothing())
          .returning('property_id')
          .executeTakeFirst();
        if (!inserted) return { counted: false, views: property.views };
        const updated = await trx
          .updateTable('properties')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('id', '=', propertyId)
          .returning('views')
          .executeTakeFirstOrThrow();
        return { counted: true, views: updated.views };
      });
    },
  };
}
