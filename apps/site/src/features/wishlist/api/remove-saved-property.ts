import { MESSAGES } from '@ile/shared/constants/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { markSaved } from '../../../lib/saved-listings';
import { errorMessage, toast } from '../../../lib/toast';

/** What the heart on a saved card names: the saved item (what the server deletes) and its listing. */
export interface SavedTarget {
  id: string;
  property_id: string;
}

/** The heart on a saved card: removes it from the list (the id is the saved item's, not the listing's). */
export function removeSavedProperty(target: SavedTarget): Promise<string> {
  return request<unknown>('DELETE', `/wishlist/remove-wishlist/${target.id}`).then(
    ({ message }) => message ?? MESSAGES.wishlist.removed,
  );
}

export function useRemoveSavedProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedProperty,
    onSuccess: (message, target) => {
      toast.success(message);
      // Every cached answer showing the listing (home sections, search pages, the detail record) stops saying
      // "saved" at once, and the saved list, whose pages shift when one card goes, is fetched again.
      markSaved(queryClient, target.property_id, false);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
