import type { SearchPropertiesResponse } from '@ile/shared/contracts/search';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { type SearchFilters, searchRequestParams } from '../utils/search-filters';

/**
 * GET /property/searchwishlist: the same results as /property/search, with `isLiked` per card when a token
 * is sent. The identity comes from the token, never a userId in the query.
 */
export function searchProperties(
  filters: SearchFilters,
  page: number,
  signal?: AbortSignal,
): Promise<SearchPropertiesResponse> {
  return api.get<SearchPropertiesResponse>(`/property/searchwishlist?${searchRequestParams(filters, page)}`, {
    signal,
  });
}

/** Results are per viewer (isLiked): a sign-in or sign-out starts a fresh list. */
export const searchPropertiesOptions = (filters: SearchFilters, viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['search', filters, viewer] as const,
    queryFn: ({ pageParam, signal }) => searchProperties(filters, pageParam, signal),
    initialPageParam: 1,
    // Stops at totalPages (spec §4: "stops when the page reaches the total pages").
    getNextPageParam: (lastPage, allPages) =>
      allPages.length < lastPage.totalPages ? allPages.length + 1 : undefined,
  });

export function useSearchProperties(filters: SearchFilters) {
  const { status, user } = useSession();
  return useInfiniteQuery({
    ...searchPropertiesOptions(filters, user?.id ?? 'visitor'),
    // Wait for the session so the first page already knows what this viewer saved.
    enabled: status !== 'loading',
  });
}
