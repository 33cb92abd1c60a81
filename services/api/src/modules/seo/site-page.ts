import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageSet } from '@ile/shared/contracts/common';
import { DATA_SAVER_ATTRIBUTE, narrowestSrcset, requestWantsDataSaver } from '@ile/shared/helpers/data-saver';
import type { FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import { type ListingFirstView, listingFirstViewHtml, withBeforeRoot } from './listing-first-view';
import { escapeHtml } from './seo-documents';

/** One picture to ask for before any script runs (the site's `PreloadImage`). */
export interface PreloadImage {
  type: string;
  srcset: string;
  sizes: string;
}

/** One page of the site as its build describes it in `route-preloads.json` (apps/site/build/route-preloads.ts). */
export interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
  images?: PreloadImage[];
  /** The page's largest paint is its listing's first picture, shown at these sizes. */
  listingImageSizes?: string;
}

/** A file of the built site, re-read only when it changes (a rebuild under a running api). */
export function fileReader<T>(path: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async (): Promise<T | undefined> => {
    try {
      const { mtimeMs } = await stat(path);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(path, 'utf8')) };
      return cached.value;
    } catch {
      return undefined;
    }
  };
}

function routeMatcher(text: string) {
  const router = FindMyWay();
  const { routes } = JSON.parse(text) as { routes: RoutePreload[] };
  for (const route of routes) router.on('GET', route.path, () => undefined, route);
  return (path: string) => (router.find('GET', path)?.store as RoutePreload | undefined) ?? undefined;
}

const imageTag = (image: PreloadImage) =>
  `<link rel="preload" as="image" type="${escapeHtml(image.type)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`;

/** The preload for a listing picture as the site's `<picture>` draws it: AVIF first where there is one, else WebP. */
export function listingImagePreload(image: ImageSet, sizes: string): PreloadImage {
  return image.avifSrcset
    ? { type: 'image/avif', srcset: image.avifSrcset, sizes }
    : { type: 'image/webp', srcset: image.srcset, sizes };
}

/**
 * The tags that let the browser fetch a page's chunks, styles and largest picture together with the entry
 * instead of one round trip after another (entry, then the page's chunk, then what it imports, then the picture).
 * The stylesheets are the very links the page's chunk would add (Vite's loader skips those already there).
 * `images`: the pictures to preload, the page's static ones unless given.
 */
export function preloadTags(route: RoutePreload, images: PreloadImage[] = route.images ?? []): string[] {
  return [
    ...images.map(imageTag),
    ...route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
}

/**
 * Whether a page is to be served saving data (issue 20): the visitor's data-saver cookie, else the browser's
 * `Save-Data: on`. Every page answer names both in `Vary` (SITE_PAGE_VARY), since they change it.
 */
export function wantsDataSaver(request: FastifyRequest): boolean {
  const saveData = request.headers['save-data'];
  return requestWantsDataSaver({
    cookie: request.headers.cookie,
    saveData: Array.isArray(saveData) ? saveData[0] : saveData,
  });
}

export const SITE_PAGE_VARY = 'Save-Data, Cookie';

/** A data-saving page's preloads ask for the narrowest rendition, as its pictures will (ResponsiveImage). */
const narrowest = (image: PreloadImage): PreloadImage => ({
  ...image,
  srcset: narrowestSrcset(image.srcset),
});

/** The page marked as served saving data: the site's data saver then starts on (lib/data-saver.tsx). */
function markedSavingData(html: string): string {
  return html.replace(/<html\b/i, () => `<html ${DATA_SAVER_ATTRIBUTE}="on"`);
}

/** `tags` added at the end of the document's head. */
export function withHeadTags(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  return html.replace(/[ \t]*<\/head>/i, () => `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}

/** The built site's index.html as each of its pages should be answered. */
export function createSitePages(siteDist: string) {
  const readIndex = fileReader(join(siteDist, 'index.html'), (text) => text);
  // A build without the file (an older one) still serves its pages, just without preloads.
  const routes = fileReader(join(siteDist, 'route-preloads.json'), routeMatcher);
  return {
    /**
     * index.html with the preloads of `path`'s page, or undefined when the site is not built. `listing`: the
     * listing a listing page shows; its first picture is that page's largest paint, preloaded, and the page
     * opens on its first view (listing-first-view.ts). `dataSaver`: the page is marked and its pictures
     * preloaded and drawn at their narrowest rendition (320 px).
     */
    async page(
      path: string,
      { listing, dataSaver = false }: { listing?: Omit<ListingFirstView, 'path'>; dataSaver?: boolean } = {},
    ): Promise<string | undefined> {
      const index = await readIndex();
      if (index === undefined) return undefined;
      const html = dataSaver ? markedSavingData(index) : index;
      const route = (await routes())?.(path);
      if (!route) return html;
      const sizes = route.listingImageSizes;
      const listingImages = listing?.image && sizes ? [listingImagePreload(listing.image, sizes)] : [];
      const images = [...(route.images ?? []), ...listingImages];
      const page = withHeadTags(html, preloadTags(route, dataSaver ? images.map(narrowest) : images));
      if (!listing || !sizes) return page;
      const narrow = (srcset: string) => (dataSaver ? narrowestSrcset(srcset) : srcset);
      return withBeforeRoot(page, listingFirstViewHtml({ ...listing, path }, { sizes, narrow }));
    },
  };
}

export type SitePages = ReturnType<typeof createSitePages>;
