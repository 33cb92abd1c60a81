import type { SavedSearch, UpdateSavedSearchBody } from '@ile/shared/contracts/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export interface SavedSearchChange {
  id: string;
  changes: Omit<UpdateSavedSearchBody, 'filters'>;
}

/** PATCH /saved-searches/{id}: rename, change the alert frequency, pause or resume. */
export function updateSavedSearch({ id, changes }: SavedSearchChange): Promise<SavedSearch> {
  return api.patch<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}`, changes);
}

/** The list shows the server's answer at once (no refetch needed for one row). */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: (updated) => {
      if (!user) return;
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list(user.id), (list) =>
        list?.map((search) => (search.id === updated.id ? updated : search)),
      );
    },
  });
}
