import type { SavedSearch } from '@ile/shared/contracts/saved-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /saved-searches: the caller's saved searches, newest first, each with its count of new matches. */
export const savedSearchesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: ({ signal }) => api.get<SavedSearch[]>('/saved-searches', { signal }),
  });

/** Refetched when the tab comes back, so counts of new matches found meanwhile show. */
export function useSavedSearches() {
  const { user } = useSession();
  return useQuery({
    ...savedSearchesQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
    refetchOnWindowFocus: true,
  });
}
