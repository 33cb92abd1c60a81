import type { UserSearchResponse } from '@ile/shared/contracts/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { inboxKey } from './get-conversations';

export const userSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [...inboxKey, 'user-search', search],
    queryFn: ({ signal }) =>
      api.get<UserSearchResponse>(`/user/search-user-message${toQueryString({ search })}`, { signal }),
    staleTime: 30_000,
  });

/** People to message, searched as the user types; nothing is asked for an empty box. */
export function useUserSearch(search: string) {
  return useQuery({ ...userSearchQuery(search), enabled: search !== '', placeholderData: keepPreviousData });
}
