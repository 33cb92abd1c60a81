import type { Db } from '@ile/db';
import { LINK_PREVIEW_HEIGHT, LINK_PREVIEW_TYPE, LINK_PREVIEW_WIDTH } from '@ile/db/media/link-preview';
import { findListingPreview, listSitemapListings } from '@ile/db/repositories/properties.repository';
import type { ImageSet } from '@ile/shared/contracts/common';
import { fieldNeed } from '@ile/shared/contracts/property-type-fields';
import { listingPlace, listingPriceText } from '@ile/shared/helpers/listing-summary';
import { listingImagesFor } from '../../lib/listing-images';
import { mediaUrl } from '../../lib/media-url';
import type { SitemapEntry } from './seo-documents';
import { summarise } from './seo-documents';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Public pages worth a search engine's visit, besides listings. */
export const STATIC_PAGES = [
  '/',
  '/properties',
  '/list-property',
  '/agents',
  '/student-property',
  '/property-management',
  '/about',
  '/guidelines',
  '/contact-us',
  '/privacy',
  '/terms-and-conditions',
] as const;
// A sitemap of tens of thousands of rows is not worth rebuilding for every crawler's request.
const SITEMAP_TTL_MS = 10 * 60_000;

export interface ListingPreview {
  title: string;
  description: string;
  /** Price, rooms and place, as the description starts. */
  facts: string;
  /**
   * The preview picture: the one the images worker drew for it (1200×630 JPEG with the price and place), else
   * its first picture while that is not drawn yet; null without a processed picture. `src` is relative to the
   * site (`/media/...`) unless media is served from MEDIA_PUBLIC_URL.
   */
  image: { src: string; width?: number; height?: number; type?: string } | null;
  /** Every size of that first picture, as listing pages draw it (the HTML preloads it). */
  imageSet: ImageSet | null;
  /** The owner turned "search-engine inclusion" off (decisions.md), or is gone. */
  noindex: boolean;
}

export interface SeoServiceOptions {
  maxUrls?: number;
  sitemapTtlMs?: number;
}

export function createSeoService(
  db: Db,
  publicUrl: string,
  { maxUrls = SITEMAP_MAX_URLS, sitemapTtlMs = SITEMAP_TTL_MS }: SeoServiceOptions = {},
) {
  let sitemap: { at: number; entries: Promise<SitemapEntry[]> } | undefined;

  async function loadSitemap(): Promise<SitemapEntry[]> {
    const listings = await listSitemapListings(db, Math.max(0, maxUrls - STATIC_PAGES.length));
    return [
      ...STATIC_PAGES.map((path) => ({ loc: `${publicUrl}${path}` })),
      ...listings.map((row) => ({ loc: `${publicUrl}/property/${row.id}`, lastmod: row.updated_at })),
    ].slice(0, maxUrls);
  }

  return {
    /** A published listing's preview, or undefined when there is no published listing by that id. */
    async listingPreview(propertyId: string): Promise<ListingPreview | undefined> {
      const row = await findListingPreview(db, propertyId);
      if (!row) return undefined;
      const images = await listingImagesFor(db, [row.id]);
      const first = images.get(row.id)?.image_set[0];
      const price = listingPriceText(row.price, row.currency, row.duration);
      const place = listingPlace(row.city, row.state);
      // A plot of land has no rooms to count.
      const rooms =
        fieldNeed(row.property_type, 'bedrooms') === 'absent'
          ? null
          : `${row.bedrooms} bed, ${row.bathrooms} bath`;
      const facts = [price, rooms, place].filter(Boolean).join(' · ');
      return {
        title: row.title,
        description: summarise(`${facts}. ${row.description}`),
        facts,
        image: row.og_image_key
          ? {
              src: mediaUrl(row.og_image_key) as string,
              width: LINK_PREVIEW_WIDTH,
              height: LINK_PREVIEW_HEIGHT,
              type: LINK_PREVIEW_TYPE,
            }
          : first?.src
            ? { src: first.src }
            : null,
        imageSet: first?.src ? first : null,
        noindex: row.search_engine_inclusion !== true || row.deleted_at !== null,
      };
    },

    /** Home, the static pages and every indexable published listing, newest first, within the cap. */
    sitemapEntries(): Promise<SitemapEntry[]> {
      if (!sitemap || Date.now() - sitemap.at > sitemapTtlMs) {
        const entries = loadSitemap();
        const current = { at: Date.now(), entries };
        sitemap = current;
        entries.catch(() => {
          if (sitemap === current) sitemap = undefined;
        });
      }
      return sitemap.entries;
    },
  };
}
