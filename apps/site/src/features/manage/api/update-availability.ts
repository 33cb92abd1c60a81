import type { AvailabilityAction } from '@ile/shared/constants/availability';
import type { ListingAvailability } from '@ile/shared/contracts/management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardDataKey } from './get-dashboard-data';
import { myListingsKey } from './get-my-listings';

export interface AvailabilityChange {
  propertyId: string;
  action: AvailabilityAction;
}

/** Still available, renew, let or sold: answers the listing's new status and confirmation date. */
export function updateAvailability({ propertyId, action }: AvailabilityChange): Promise<ListingAvailability> {
  return api.post<ListingAvailability>(`/property/${encodeURIComponent(propertyId)}/availability`, {
    action,
  });
}

/** A changed status changes the table and the dashboard's counts. */
export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myListingsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardDataKey }),
      ]),
  });
}
