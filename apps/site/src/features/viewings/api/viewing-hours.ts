import type { SetViewingAvailabilityBody, ViewingAvailabilityScope } from '@ile/shared/contracts/viewings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { viewingKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /viewings/availability: the caller's viewing hours, by scope (all listings first). */
export const viewingHoursQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: viewingKeys.hours(userId),
    queryFn: ({ signal }) => api.get<ViewingAvailabilityScope[]>('/viewings/availability', { signal }),
  });

export function useViewingHours() {
  const { user } = useSession();
  return useQuery({ ...viewingHoursQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/** PUT /viewings/availability: replaces one scope's hours; answers every scope. */
export function useSetViewingHours() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: SetViewingAvailabilityBody) =>
      api.put<ViewingAvailabilityScope[]>('/viewings/availability', body),
    onSuccess: (scopes) => {
      if (user) queryClient.setQueryData(viewingHoursQueryOptions(user.id).queryKey, scopes);
    },
  });
}
