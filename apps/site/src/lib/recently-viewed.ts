import { RECENTLY_VIEWED_LIMIT } from '@ile/shared/constants/discovery';
import { readLocal, writeLocal } from './local-storage';

/**
 * A visitor's "Recently viewed" (signed out): listing ids, newest first, kept in this browser. A signed-in
 * user's list is kept on the account instead (the listing page's view counter records it), and this one is
 * merged into it and emptied at the next sign-in.
 */
const KEY = 'ile-recently-viewed';
const ID = /^[0-9a-f-]{36}$/i;

export function readRecentlyViewed(): string[] {
  const stored = readLocal<unknown>(KEY);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((id): id is string => typeof id === 'string' && ID.test(id))
    .slice(0, RECENTLY_VIEWED_LIMIT);
}

/** Puts a listing first (moving it there if it was already in), keeping the last RECENTLY_VIEWED_LIMIT. */
export function rememberViewed(propertyId: string): void {
  const rest = readRecentlyViewed().filter((id) => id !== propertyId);
  writeLocal(KEY, [propertyId, ...rest].slice(0, RECENTLY_VIEWED_LIMIT));
}

export function forgetRecentlyViewed(): void {
  writeLocal(KEY, []);
}
