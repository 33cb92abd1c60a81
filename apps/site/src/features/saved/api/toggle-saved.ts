import type { ToggleWishlistBody, ToggleWishlistResponse } from '@ile/shared/contracts/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { markSaved, showSaved } from '../../../lib/saved-listings';

/** POST /wishlist/toggle-wishlist: saves or unsaves; the server copies the listing's details itself. */
export function toggleSaved(propertyId: string) {
  const body: ToggleWishlistBody = { propertyId };
  return request<ToggleWishlistResponse>('POST', '/wishlist/toggle-wishlist', body);
}

/** `saved` is what the listing shows now: the heart flips at once (spec §4) and back if the server refuses. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId }: { propertyId: string; saved: boolean }) => toggleSaved(propertyId),
    onMutate: ({ propertyId, saved }) => showSaved(queryClient, propertyId, !saved),
    onSuccess: ({ data }, { propertyId }) => markSaved(queryClient, propertyId, data.saved),
    onError: (_error, { propertyId, saved }) => showSaved(queryClient, propertyId, saved),
  });
}
