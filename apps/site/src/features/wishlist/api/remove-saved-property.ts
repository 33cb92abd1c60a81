import { MESSAGES } from '@ile/shared/constants/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';

/** The heart on a saved card: removes it from the list (the id is the saved item's, not the listing's). */
export function removeSavedProperty(savedId: string): Promise<string> {
  return request<unknown>('DELETE', `/wishlist/remove-wishlist/${savedId}`).then(
    ({ message }) => message ?? MESSAGES.wishlist.removed,
  );
}

export function useRemoveSavedProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedProperty,
    onSuccess: async (message) => {
      toast.success(message);
      // Every page and category shifts when one card goes; listings cached elsewhere (the detail page, search
      // results) still say "saved", so they are fetched again when next shown.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
        queryClient.invalidateQueries({ queryKey: ['property'] }),
        queryClient.invalidateQueries({ queryKey: ['search'] }),
      ]);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
