import type { PropertyApplicationsResponse } from '@ile/shared/contracts/listing-application';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/query-keys';
import { MANAGE_PAGE_SIZE } from './get-my-listings';

export const myApplicationsKey = [...manageKeys.all, 'applications'] as const;

export const myApplicationsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...myApplicationsKey, userId, page],
    queryFn: ({ signal }) =>
      api.get<PropertyApplicationsResponse>(
        `/applications/property-applications-user/${encodeURIComponent(userId)}${toQueryString({ page, size: MANAGE_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useMyApplications(userId: string, page: number) {
  return useQuery(myApplicationsQuery(userId, page));
}
