// Which requests the service worker keeps for offline reading, and under which names. Pure functions of a URL
// and a method, so the rules are tested without a browser (cache-rules.test.ts); sw.ts applies them.

/** Every cache this site's service worker writes; signing out or a build mismatch deletes the user's. */
export const CACHES = {
  /** Hashed chunks and stylesheets of the pages visited (their names change with their content). */
  assets: 'ile-assets',
  /** Listing photos at the two small widths (320, 640 px), for saved and recently viewed listings. */
  photos: 'ile-photos',
  /** API answers that belong to the signed-in user (their saved list, listings as they saw them). */
  userData: 'ile-user-data',
  /** Public reference data the kept pages need to draw prices: the exchange rates. */
  reference: 'ile-reference',
} as const;

/** The caches holding a user's data: emptied on sign-out, on another user's sign-in and on a build change. */
export const USER_CACHES: readonly string[] = [CACHES.userData, CACHES.photos];

/**
 * API reads kept: the saved list's pages and the listing records seen last (saved listings' records are read
 * when the saved list is shown online, so they are among them).
 */
export const MAX_OFFLINE_READS = 80;
/** Photos kept: a saved list of a hundred listings at a few photos each. */
export const MAX_PHOTOS = 400;
/** On an API answer the service worker gave from its cache, not from the network. */
export const OFFLINE_COPY_HEADER = 'x-ile-offline-copy';

/** Past this a slow network counts as no network and the saved copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * Listing photos are stored one folder per picture, one file per rendition: `<folder>/<width>.<ext>`
 * (`variantKey`, packages/db/src/media/listing-variants.ts; uploads under `properties/…`, the demo pictures
 * under `seed/…`). Those at 320 or 640 px are small enough to keep.
 */
const SMALL_PHOTO = /\/media\/.+\/(320|640)\.(webp|avif|jpg)$/;
const ANY_PHOTO = /^(\/media\/.+\/)(\d+)\.(webp|avif|jpg)$/;

export function isSmallListingPhoto(url: URL): boolean {
  return SMALL_PHOTO.test(url.pathname);
}

export function isListingPhoto(url: URL): boolean {
  return ANY_PHOTO.test(url.pathname);
}

const FORMATS = ['webp', 'avif', 'jpg'] as const;

/**
 * For a listing photo that cannot be fetched (offline), the kept renditions to show instead, best first: the
 * same picture no wider than asked, 640 then 320 px, its own format first, then any other.
 */
export function keptPhotoAlternatives(url: URL): string[] {
  const match = ANY_PHOTO.exec(url.pathname);
  if (!match) return [];
  const [, folder, width, extension] = match;
  const formats = [extension, ...FORMATS.filter((format) => format !== extension)];
  return ['640', '320']
    .filter((small) => Number(small) <= Number(width))
    .flatMap((small) => formats.map((format) => `${small}.${format}`))
    .filter((file) => file !== `${width}.${extension}`)
    .map((file) => new URL(`${folder}${file}`, url).href);
}

/** Hashed build files: `/assets/<name>-<hash>.<ext>`. */
export function isBuildAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/**
 * Reads the spec makes POSTs (the listing record, the saved list) that a user needs offline. Nothing else of
 * the api is kept: sign-in and refresh, payments, messages and every other account call always go to the
 * network, so the cache never answers for the server where freshness or another account matters.
 */
const OFFLINE_READS: readonly RegExp[] = [
  /^\/api\/v1\/property\/property\/[^/]+$/,
  /^\/api\/v1\/wishlist\/wishlists$/,
];

export function isOfflineRead(url: URL, method: string, origin: string): boolean {
  return url.origin === origin && method === 'POST' && OFFLINE_READS.some((path) => path.test(url.pathname));
}

/** The exchange rates (`GET /api/v1/rates`): prices in the member's currency, offline too. */
export function isReferenceRead(url: URL, method: string, origin: string): boolean {
  return url.origin === origin && method === 'GET' && url.pathname === '/api/v1/rates';
}

/**
 * The Cache API keys GET requests only: a POST read is stored under its URL with its body in the query, so
 * page 2 of the saved list and page 1 are kept apart.
 */
export function offlineReadKey(url: URL, body: string): string {
  const key = new URL(url.href);
  key.searchParams.set('__body', body);
  return key.href;
}

/** Pages of the site (not the console, the api or media): answered with the app shell when offline. */
export function isSitePage(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return !/^\/(admin|api|media|socket\.io)(\/|$)/.test(url.pathname);
}
