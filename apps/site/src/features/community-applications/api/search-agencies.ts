import type { AgenciesListResponse } from '@ile/shared/contracts/agency';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { agencyKeys } from '../../../lib/query-keys';

const SUGGESTIONS = 8;

/** Approved agencies whose name contains `search` (all of them, newest first, when it is empty). */
export function useSearchAgencies(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...agencyKeys.all, 'search', search],
    queryFn: ({ signal }) =>
      api.get<AgenciesListResponse>(
        `/agency/agencies${toQueryString({ page: 1, size: SUGGESTIONS, search })}`,
        {
          signal,
        },
      ),
    enabled,
    // Known while the next letters are looked up, so the picker can tell stale suggestions from fresh ones.
    placeholderData: keepPreviousData,
  });
}
