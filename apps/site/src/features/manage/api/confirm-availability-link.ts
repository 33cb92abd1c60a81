import type { ListingAvailability } from '@ile/shared/contracts/management';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The emailed one-click link: confirms (or renews) the listing its token names; no sign-in needed. */
export function confirmAvailabilityLink(token: string): Promise<ListingAvailability> {
  return api.post<ListingAvailability>('/property/availability-link', { token });
}

export function useConfirmAvailabilityLink() {
  return useMutation({ mutationFn: confirmAvailabilityLink });
}
