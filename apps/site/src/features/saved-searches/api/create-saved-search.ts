import type { CreateSavedSearchBody, SavedSearch } from '@ile/shared/contracts/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

/** The body as sent: the filters are the URL's, checked by the api (the schema's input side). */
export type NewSavedSearch = Omit<CreateSavedSearchBody, 'filters'> & { filters: Record<string, string> };

/** POST /saved-searches: 409 when the caller already keeps the most they may. */
export function createSavedSearch(body: NewSavedSearch): Promise<SavedSearch> {
  return api.post<SavedSearch>('/saved-searches', body);
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.lists }),
  });
}
