import type { AgencyListingsResponse } from '@ile/shared/contracts/agency';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { agencyKeys } from '../../../lib/query-keys';
import { DIRECTORY_PAGE_SIZE, nextPage } from './paging';

export function useAgencyListings(userId: string) {
  return useInfiniteQuery({
    queryKey: [...agencyKeys.all, 'listings', userId],
    queryFn: ({ pageParam, signal }) =>
      api.get<AgencyListingsResponse>(
        `/agency/agency-listings/${encodeURIComponent(userId)}${toQueryString({ page: pageParam, size: DIRECTORY_PAGE_SIZE })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
