import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageSet } from '@ile/shared/contracts/common';
import FindMyWay from 'find-my-way';
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
 */
export function preloadTags(route: RoutePreload, images: PreloadImage[] = []): string[] {
  return [
    ...[...(route.images ?? []), ...images].map(imageTag),
    ...route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
}

/** `tags` added at the end of the document's head. */
export function withHeadTags(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  return html.replace(/[ \t]*<\/head>/i, () => `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}

/** The built site's index.html as each of its pages should be answered. */
export function createSitePages(siteDist: string) {
  const index = fileReader(join(siteDist, 'index.html'), (text) => text);
  // A build without the file (an older one) still serves its pages, just without preloads.
  const routes = fileReader(join(siteDist, 'route-preloads.json'), routeMatcher);
  return {
    /**
     * index.html with the preloads of `path`'s page, or undefined when the site is not built. `listingImage`:
     * the listing a listing page shows, whose first picture is that page's largest paint.
     */
    async page(
      path: string,
      { listingImage }: { listingImage?: ImageSet } = {},
    ): Promise<string | undefined> {
      const html = await index();
      if (html === undefined) return undefined;
      const route = (await routes())?.(path);
      if (!route) return html;
      const images =
        listingImage && route.listingImageSizes
          ? [listingImagePreload(listingImage, route.listingImageSizes)]
          : [];
      return withHeadTags(html, preloadTags(route, images));
    },
  };
}

export type SitePages = ReturnType<typeof createSitePages>;
