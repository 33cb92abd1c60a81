import type { AgencyAgentsResponse } from '@ile/shared/contracts/agency';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { agencyKeys } from '../../../lib/query-keys';
import { DIRECTORY_PAGE_SIZE, nextPage } from './paging';

export function useAgencyAgents(userId: string) {
  return useInfiniteQuery({
    queryKey: [...agencyKeys.all, 'agents', userId],
    queryFn: ({ pageParam, signal }) =>
      api.get<AgencyAgentsResponse>(
        `/agency/agency-agents/${encodeURIComponent(userId)}${toQueryString({ page: pageParam, size: DIRECTORY_PAGE_SIZE })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
