/// <reference lib="webworker" />
// The site's service worker (built by vite-plugin-pwa's injectManifest; docs/offline.md). It keeps the app
// shell, the chunks of visited pages, the user's saved list and the listings they opened, with their small
// photos, so those pages open with no network; everything else goes to the network as before.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  CACHES,
  isBuildAsset,
  isListingPhoto,
  isOfflineRead,
  isReferenceRead,
  isSitePage,
  isSmallListingPhoto,
  keptPhotoAlternatives,
  MAX_OFFLINE_READS,
  MAX_PHOTOS,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_COPY_HEADER,
  offlineReadKey,
} from './cache-rules';
import { type PageMessage, WORKER_MESSAGES } from './messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const origin = self.location.origin;

// The shell: index.html, the entry chunk and its stylesheet, the icons (vite.config.ts chooses).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open page at once (there is nothing older to mix with); later versions wait
// for the user's "Reload".
clientsClaim();

/**
 * The network's answer; past the timeout the kept copy instead, when there is one (a connection that hangs
 * counts as none), else the network's answer whenever it comes; with no network at all, the kept copy.
 */
async function networkOrKept(request: Request, kept: () => Promise<Response | undefined>): Promise<Response> {
  const network = fetch(request);
  // Answered from the kept copy, the network's late failure is nobody's to handle.
  network.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(resolve, NETWORK_TIMEOUT_SECONDS * 1000, 'timeout');
  });
  try {
    const first = await Promise.race([network, timedOut]);
    if (first !== 'timeout') return first;
    return (await kept()) ?? (await network);
  } catch (error) {
    const copy = await kept();
    if (copy) return copy;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// Pages: the server's answer (it carries each page's preloads and link-preview tags), or the shell offline.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isSitePage(url, origin),
  ({ request }) => networkOrKept(request, () => matchPrecache('/index.html')),
);

// Build files never change under a name, so a kept one is always right; old builds' expire with use.
registerRoute(
  ({ url }) => isBuildAsset(url, origin),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

// Listing photos. The small ones (320, 640 px) are kept as they are seen; larger ones are not (the HTTP cache
// may still have them). With no network, a photo not kept is answered with a kept rendition of the same
// picture (keptPhotoAlternatives), so a listing's gallery still shows what the saved card showed.
const photos = new ExpirationPlugin({
  maxEntries: MAX_PHOTOS,
  maxAgeSeconds: 30 * 86_400,
  purgeOnQuotaError: true,
});
const keptPhotos = new CacheFirst({ cacheName: CACHES.photos, plugins: [photos] });
registerRoute(
  ({ url }) => url.origin === origin && isListingPhoto(url),
  async (options) => {
    const { request, url } = options;
    try {
      return isSmallListingPhoto(url) ? await keptPhotos.handle(options) : await fetch(request);
    } catch (error) {
      const cache = await caches.open(CACHES.photos);
      for (const alternative of keptPhotoAlternatives(url)) {
        const kept = await cache.match(alternative);
        if (kept) return kept;
      }
      throw error;
    }
  },
);

/** Drops the oldest entries past `max` (keys come back in the order they were written). */
async function trim(cache: Cache, max: number) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/** A kept API answer, marked so the page knows it is not the server speaking now (api-client.ts). */
async function keptCopy(cache: Cache, key: string): Promise<Response | undefined> {
  const kept = await cache.match(key);
  if (!kept) return undefined;
  const headers = new Headers(kept.headers);
  headers.set(OFFLINE_COPY_HEADER, '1');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

// The listing record and the saved list (the spec reads them by POST): the network's answer, kept for
// offline; the kept one when there is no network. Only successful answers are kept.
registerRoute(
  ({ request, url }) => isOfflineRead(url, request.method, origin),
  async ({ request, url }) => {
    const key = offlineReadKey(url, await request.clone().text());
    const cache = await caches.open(CACHES.userData);
    const response = await networkOrKept(request, () => keptCopy(cache, key));
    if (response.ok && !response.headers.has(OFFLINE_COPY_HEADER)) {
      // Written again at the end, so the most recently read stay longest.
      await cache.delete(key);
      await cache.put(key, response.clone());
      await trim(cache, MAX_OFFLINE_READS);
    }
    return response;
  },
  'POST',
);

// Exchange rates: the network's, or the kept ones offline (a day-old rate beats a price that never shows).
registerRoute(
  ({ request, url }) => isReferenceRead(url, request.method, origin),
  async ({ request }) => {
    const cache = await caches.open(CACHES.reference);
    const response = await networkOrKept(request, () => keptCopy(cache, request.url));
    if (response.ok && !response.headers.has(OFFLINE_COPY_HEADER))
      await cache.put(request.url, response.clone());
    return response;
  },
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as PageMessage | undefined)?.type === WORKER_MESSAGES.skipWaiting) void self.skipWaiting();
});

// Background sync where the browser has it: the open pages send what was changed offline (they hold the
// session; the worker never does). Without one open, the next visit sends it.
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== WORKER_MESSAGES.syncTag) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: WORKER_MESSAGES.sendOfflineChanges });
    }),
  );
});
