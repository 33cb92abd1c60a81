import type { ViewingSlotsResponse } from '@ile/shared/contracts/viewings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { viewingKeys } from '../../../lib/query-keys';

/** GET /property/{id}/viewing-slots: the next 14 days' free slots (or hasHours false: propose times). */
export const viewingSlotsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: viewingKeys.slots(propertyId),
    queryFn: ({ signal }) =>
      api.get<ViewingSlotsResponse>(`/property/${encodeURIComponent(propertyId)}/viewing-slots`, { signal }),
  });

export function useViewingSlots(propertyId: string, enabled: boolean) {
  return useQuery({ ...viewingSlotsQueryOptions(propertyId), enabled });
}
