import type { ToggleWishlistBody, ToggleWishlistResponse } from '@ile/shared/contracts/wishlist';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /wishlist/toggle-wishlist: saves or unsaves; the server copies the listing's details itself. */
export function toggleSaved(propertyId: string) {
  const body: ToggleWishlistBody = { propertyId };
  return request<ToggleWishlistResponse>('POST', '/wishlist/toggle-wishlist', body);
}

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

/**
 * Every cached answer showing this listing (home sections, search pages, the detail record) follows the new
 * state at once, without refetching whole lists; the saved-properties list is refetched.
 */
export function markSaved(queryClient: QueryClient, propertyId: string, saved: boolean) {
  queryClient.setQueriesData({}, (old: unknown) =>
    old === undefined ? old : withLiked(old, propertyId, saved),
  );
  void queryClient.invalidateQueries({ queryKey: ['wishlist'] });
}

export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSaved,
    onSuccess: ({ data }, propertyId) => markSaved(queryClient, propertyId, data.saved),
  });
}
