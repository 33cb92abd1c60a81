import type { AgentListingsResponse, ManagedListingSort } from '@ile/shared/contracts/management';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/query-keys';

export const MANAGE_PAGE_SIZE = 10;
export const myListingsKey = [...manageKeys.all, 'listings'] as const;

export interface ListingsOrder {
  sort: ManagedListingSort;
  order: 'asc' | 'desc';
}

export const myListingsQuery = (userId: string, page: number, order: ListingsOrder) =>
  queryOptions({
    queryKey: [...myListingsKey, userId, page, order.sort, order.order],
    queryFn: ({ signal }) =>
      api.get<AgentListingsResponse>(
        `/agent/agent-listings/${encodeURIComponent(userId)}${toQueryString({
          page,
          size: MANAGE_PAGE_SIZE,
          // The server's defaults are left out of the address.
          sort: order.sort === 'newest' ? undefined : order.sort,
          order: order.order === 'desc' ? undefined : order.order,
        })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useMyListings(userId: string, page: number, order: ListingsOrder) {
  return useQuery(myListingsQuery(userId, page, order));
}
