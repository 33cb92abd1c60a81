import type { QueryClient } from '@tanstack/react-query';
import { wishlistKeys } from './query-keys';

/** `value` with `isLiked` set on every listing record with this id; untouched branches keep their identity. */
export function withLiked(value: unknown, propertyId: string, liked: boolean): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const updated = withLiked(item, propertyId, liked);
      if (updated !== item) changed = true;
      return updated;
    });
    return changed ? next : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.id === propertyId && typeof record.isLiked === 'boolean') {
    return record.isLiked === liked ? value : { ...record, isLiked: liked };
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    next[key] = withLiked(item, propertyId, liked);
    if (next[key] !== item) changed = true;
  }
  return changed ? next : value;
}

/** Every cached answer showing this listing (home sections, search and category pages, the detail record). */
export function showSaved(queryClient: QueryClient, propertyId: string, saved: boolean) {
  queryClient.setQueriesData({}, (old: unknown) =>
    old === undefined ? old : withLiked(old, propertyId, saved),
  );
}

/**
 * After the server saved or unsaved a listing: every cached answer showing it follows at once, without
 * refetching whole lists; the saved-properties list, whose pages shift, is refetched.
 */
export function markSaved(queryClient: QueryClient, propertyId: string, saved: boolean) {
  showSaved(queryClient, propertyId, saved);
  void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
}
