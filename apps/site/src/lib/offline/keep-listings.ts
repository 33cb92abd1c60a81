import type { ImageSet } from '@ile/shared/contracts/common';
import { fetchListingRecord } from '../listing-record';
import { isOnline } from './online-status';

// Saved listings read once per page load while online: the service worker keeps each answer, so a saved
// listing opens offline even if the member never opened it here (docs/offline.md). With it, the first photos
// its page shows (the gallery's main picture and two beside it), at the smallest width.
const kept = new Set<string>();
const PHOTOS_KEPT = 3;
const SMALLEST = 320;

/** The `SMALLEST`-wide rendition of a picture, from its srcset (`url 320w, url 640w, …`). */
export function smallestRendition(image: ImageSet): string | null {
  for (const candidate of image.srcset.split(',')) {
    const [url, width] = candidate.trim().split(/\s+/);
    if (url && width === `${SMALLEST}w`) return url;
  }
  return null;
}

/** `photos`: false in data-saver mode, where only what the member looks at is fetched. */
export function keepListingsForOffline(ids: readonly string[], { photos }: { photos: boolean }): void {
  if (!isOnline() || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  for (const id of ids) {
    if (kept.has(id)) continue;
    kept.add(id);
    fetchListingRecord(id)
      .then((listing) => {
        if (!photos) return;
        for (const image of listing.image_set.slice(0, PHOTOS_KEPT)) {
          const url = smallestRendition(image);
          if (url) void fetch(url).catch(() => undefined);
        }
      })
      .catch(() => kept.delete(id));
  }
}
