import { RECENTLY_VIEWED_LIMIT } from '@ile/shared/constants/discovery';
import { readLocal, writeLocal } from './local-storage';

/**
 * A visitor's "Recently viewed" (signed out): the listings opened in this browser and when, newest first. A
 * signed-in user's list is kept on the account instead (the listing page's view counter records it); this one
 * is merged into it, each view at its own time, and emptied at the next sign-in.
 */
const KEY = 'ile-recently-viewed';
const ID = /^[0-9a-f-]{36}$/i;

export interface BrowserView {
  propertyId: string;
  viewedAt: string;
}

const isView = (value: unknown): value is BrowserView => {
  const view = value as BrowserView | null;
  return (
    typeof view?.propertyId === 'string' &&
    ID.test(view.propertyId) &&
    typeof view.viewedAt === 'string' &&
    !Number.isNaN(Date.parse(view.viewedAt))
  );
};

export function readRecentlyViewed(): BrowserView[] {
  const stored = readLocal<unknown>(KEY);
  return Array.isArray(stored) ? stored.filter(isView).slice(0, RECENTLY_VIEWED_LIMIT) : [];
}

/** Puts a listing first (moving it there if it was already in), keeping the last RECENTLY_VIEWED_LIMIT. */
export function rememberViewed(propertyId: string, at: Date = new Date()): void {
  const rest = readRecentlyViewed().filter((view) => view.propertyId !== propertyId);
  writeLocal(KEY, [{ propertyId, viewedAt: at.toISOString() }, ...rest].slice(0, RECENTLY_VIEWED_LIMIT));
}

export function forgetRecentlyViewed(): void {
  writeLocal(KEY, []);
}
