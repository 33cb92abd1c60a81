import type { ToggleWishlistBody, ToggleWishlistResponse } from '@ile/shared/contracts/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { isNoNetwork, KEPT_FOR_LATER, keepOfflineChange } from '../../../lib/offline/offline-changes';
import { requestOfflineSync } from '../../../lib/pwa/service-worker-client';
import { markSaved, showSaved } from '../../../lib/saved-listings';
import { useSession } from '../../../lib/session';

/** POST /wishlist/toggle-wishlist: saves or unsaves; the server copies the listing's details itself. */
export function toggleSaved(propertyId: string) {
  const body: ToggleWishlistBody = { propertyId };
  return request<ToggleWishlistResponse>('POST', '/wishlist/toggle-wishlist', body);
}

/** `saved` is what the listing shows now: the heart flips at once (spec §4) and back if the server refuses. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async ({ propertyId, saved }: { propertyId: string; saved: boolean }) => {
      try {
        return await toggleSaved(propertyId);
      } catch (error) {
        // No network: the wanted state is kept in this browser and sent when the connection returns.
        if (!user || !isNoNetwork(error)) throw error;
        keepOfflineChange(user.id, { kind: 'saved', propertyId, saved: !saved });
        void requestOfflineSync();
        const data: ToggleWishlistResponse = { saved: !saved, wishlistId: null };
        return { data, message: KEPT_FOR_LATER };
      }
    },
    onMutate: ({ propertyId, saved }) => showSaved(queryClient, propertyId, !saved),
    onSuccess: ({ data }, { propertyId }) => markSaved(queryClient, propertyId, data.saved),
    onError: (_error, { propertyId, saved }) => showSaved(queryClient, propertyId, saved),
  });
}
