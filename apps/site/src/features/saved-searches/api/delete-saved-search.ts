import type { SavedSearch } from '@ile/shared/contracts/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** DELETE /saved-searches/{id}: the search and its matches. */
export function deleteSavedSearch(id: string): Promise<null> {
  return api.delete<null>(`/saved-searches/${encodeURIComponent(id)}`);
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_data, id) => {
      if (!user) return;
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list(user.id), (list) =>
        list?.filter((search) => search.id !== id),
      );
      queryClient.removeQueries({ queryKey: savedSearchKeys.matches(user.id, id) });
    },
  });
}
