import type { ViewingParty } from '@ile/shared/constants/viewings';
import type { Viewing } from '@ile/shared/contracts/viewings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { viewingKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /viewings?as=: the caller's viewings on one side, upcoming first. */
export const viewingsQueryOptions = (userId: string, as: ViewingParty) =>
  queryOptions({
    queryKey: [...viewingKeys.mine(userId), as],
    queryFn: ({ signal }) => api.get<Viewing[]>(`/viewings?as=${as}`, { signal }),
  });

export function useViewings(as: ViewingParty) {
  const { user } = useSession();
  return useQuery({ ...viewingsQueryOptions(user?.id ?? '', as), enabled: Boolean(user) });
}
