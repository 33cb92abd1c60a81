import { MESSAGES } from '@ile/shared/constants/messages';
import type { UpdateNoteBody, WishlistResponse } from '@ile/shared/contracts/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wishlistKeys } from '../../../lib/query-keys';
import { errorMessage, toast } from '../../../lib/toast';

export function updateNote(body: UpdateNoteBody): Promise<string> {
  return api
    .postForMessage('/wishlist/update-note', body)
    .then((message) => message || MESSAGES.wishlist.noteUpdated);
}

/** Writes (or clears, when empty) a saved property's note, and shows it at once on every cached page. */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
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
