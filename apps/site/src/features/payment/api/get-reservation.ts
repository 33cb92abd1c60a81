import type { Reservation } from '@ile/shared/contracts/payment';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A sale's reservation terms (the owner's refundable deposit, minor units, and its days). */
export function useReservation(propertyId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'reservation', propertyId],
    queryFn: ({ signal }) => api.get<Reservation>(`/payments/reservation/${propertyId}`, { signal }),
    enabled,
  });
}
