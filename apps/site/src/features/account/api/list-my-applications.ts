import type { MyApplicationsResponse } from '@ile/shared/contracts/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /applications/mine: every application of the caller (listing, agent, agency, student), newest first. */
export const myApplicationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['applications', 'mine', userId],
    queryFn: ({ signal }) => api.get<MyApplicationsResponse>('/applications/mine', { signal }),
  });

export function useMyApplications() {
  const { user } = useSession();
  return useQuery({ ...myApplicationsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
