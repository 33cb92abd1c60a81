import type { AgentListingsResponse } from '@ile/shared/contracts/management';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/query-keys';

export const MANAGE_PAGE_SIZE = 10;
export const myListingsKey = [...manageKeys.all, 'listings'] as const;

export const myListingsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...myListingsKey, userId, page],
    queryFn: ({ signal }) =>
      api.get<AgentListingsResponse>(
        `/agent/agent-listings/${encodeURIComponent(userId)}${toQueryString({ page, size: MANAGE_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useMyListings(userId: string, page: number) {
  return useQuery(myListingsQuery(userId, page));
}
