import type { MyApplicationsResponse } from '@ile/shared/contracts/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myApplicationsKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /applications/mine: every application of the caller (listing, agent, agency, student), newest first. */
export const myApplicationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myApplicationsKeys.of(userId),
    queryFn: ({ signal }) => api.get<MyApplicationsResponse>('/applications/mine', { signal }),
  });

export function useMyApplications() {
  const { user } = useSession();
  return useQuery({ ...myApplicationsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
