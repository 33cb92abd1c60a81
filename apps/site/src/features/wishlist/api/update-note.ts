import { MESSAGES } from '@ile/shared/constants/messages';
import type { UpdateNoteBody, WishlistResponse } from '@ile/shared/contracts/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isNoNetwork, KEPT_FOR_LATER, keepOfflineChange } from '../../../lib/offline/offline-changes';
import { requestOfflineSync } from '../../../lib/pwa/service-worker-client';
import { wishlistKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';

export function updateNote(body: UpdateNoteBody): Promise<string> {
  return api
    .postForMessage('/wishlist/update-note', body)
    .then((message) => message || MESSAGES.wishlist.noteUpdated);
}

/** Writes (or clears, when empty) a saved property's note, and shows it at once on every cached page. */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (body: UpdateNoteBody) => {
      try {
        return await updateNote(body);
      } catch (error) {
        // No network: the note is kept in this browser, shown at once, and sent when the connection returns.
        if (!user || !isNoNetwork(error)) throw error;
        keepOfflineChange(user.id, { kind: 'note', wishlistId: body.wishlistId, note: body.note });
        void requestOfflineSync();
        return KEPT_FOR_LATER;
      }
    },
    onSuccess: (message, { wishlistId, note }) => {
      const saved = note.trim() || null;
      queryClient.setQueriesData<WishlistResponse>({ queryKey: wishlistKeys.all }, (page) =>
        page
          ? {
              ...page,
              wishlist: page.wishlist.map((item) =>
                item.id === wishlistId ? { ...item, note: saved } : item,
              ),
            }
          : page,
      );
      toast.success(message);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
