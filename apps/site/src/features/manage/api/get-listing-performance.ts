import type { ListingPerformanceResponse } from '@ile/shared/contracts/management';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/query-keys';

export const listingPerformanceQuery = (propertyId: string) =>
  queryOptions({
    queryKey: [...manageKeys.all, 'performance', propertyId],
    queryFn: ({ signal }) =>
      api.get<ListingPerformanceResponse>(`/manage/listings/${encodeURIComponent(propertyId)}/performance`, {
        signal,
      }),
  });

export function useListingPerformance(propertyId: string) {
  return useQuery(listingPerformanceQuery(propertyId));
}
