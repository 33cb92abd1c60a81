import type { SingleAgencyResponse } from '@ile/shared/contracts/agency';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agencyKeys } from '../../../lib/query-keys';

/** One agency's page by its account id (the directory links by `userId`). */
export const agencyQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: agencyKeys.detail(userId),
    queryFn: ({ signal }) =>
      api.get<SingleAgencyResponse>(`/agency/single-agency/${encodeURIComponent(userId)}`, { signal }),
  });

export function useAgency(userId: string) {
  return useQuery(agencyQueryOptions(userId));
}
