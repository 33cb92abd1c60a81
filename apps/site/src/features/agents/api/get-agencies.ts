import type { AgenciesListResponse } from '@ile/shared/contracts/agency';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { agencyKeys } from '../../../lib/query-keys';
import { DIRECTORY_PAGE_SIZE, nextPage } from './paging';

export function getAgencies(page: number, signal?: AbortSignal): Promise<AgenciesListResponse> {
  return api.get<AgenciesListResponse>(
    `/agency/agencies${toQueryString({ page, size: DIRECTORY_PAGE_SIZE })}`,
    { signal },
  );
}

export const agenciesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...agencyKeys.all, 'list'],
    queryFn: ({ pageParam, signal }) => getAgencies(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useAgencies(enabled = true) {
  return useInfiniteQuery({ ...agenciesQueryOptions(), enabled });
}
