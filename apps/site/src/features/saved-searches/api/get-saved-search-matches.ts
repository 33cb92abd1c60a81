import type { SavedSearchMatchesResponse } from '@ile/shared/contracts/saved-search';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/**
 * GET /saved-searches/{id}/matches: the listings matched since the owner last looked. Reading marks them
 * seen, so a second read answers none: the first answer is kept for as long as the page is open (never
 * refetched on focus or remount), and the list's counts are refreshed after it.
 */
export const savedSearchMatchesQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: savedSearchKeys.matches(userId, id),
    // No abort signal: the read marks the matches seen, so a read the page dropped (a remount, StrictMode's
    // double mount) and asked again would answer none. Unaborted, the one read in flight is shared.
    queryFn: () => api.get<SavedSearchMatchesResponse>(`/saved-searches/${encodeURIComponent(id)}/matches`),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A 404 (not the caller's, or deleted) will not change by asking again.
    retry: false,
  });

export function useSavedSearchMatches(id: string) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? '';
  const query = useQuery({ ...savedSearchMatchesQueryOptions(userId, id), enabled: Boolean(user) });
  const seen = query.isSuccess;
  useEffect(() => {
    // The matches are now seen: the list's count for this search is 0.
    if (seen && userId)
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.list(userId), exact: true });
  }, [seen, userId, queryClient]);
  return query;
}

/** Drops a search's kept matches, so opening it reads the new ones rather than those shown before. */
export function useForgetMatches(): (id: string) => void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return (id: string) => {
    if (user) queryClient.removeQueries({ queryKey: savedSearchKeys.matches(user.id, id) });
  };
}
