import type { Reservation, SetReservationBody } from '@ile/shared/contracts/payment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { propertyKeys } from './query-keys';

// A sale's reservation terms (docs/payments.md, "Held payments"): read on the payment page, set by the owner
// in the manage area. Shared by both features.

const reservationKey = (propertyId: string) => ['payments', 'reservation', propertyId] as const;

/** A published sale's reservation terms (the owner's refundable deposit, minor units, its days, the cap). */
export function useReservation(propertyId: string, enabled: boolean) {
  return useQuery({
    queryKey: reservationKey(propertyId),
    queryFn: ({ signal }) => api.get<Reservation>(`/payments/reservation/${propertyId}`, { signal }),
    enabled,
    retry: false,
  });
}

/** The owner sets (or, deposit null, withdraws) a sale's reservation deposit and days. */
export function useSetReservation(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetReservationBody) =>
      api.put<Reservation>(`/payments/reservation/${propertyId}`, body),
    onSuccess: (terms) => {
      client.setQueryData(reservationKey(propertyId), terms);
      return client.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
}
