import type { Property } from '@ile/shared/contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const paymentPropertyKey = (propertyId: string) => ['payment', 'property', propertyId] as const;

/** The listing being paid for; its price and currency are what the server will charge. */
export const paymentPropertyQuery = (propertyId: string) =>
  queryOptions({
    queryKey: paymentPropertyKey(propertyId),
    queryFn: ({ signal }) =>
      api.post<Property>(`/property/property/${encodeURIComponent(propertyId)}`, undefined, { signal }),
  });

export function usePaymentProperty(propertyId: string | null) {
  return useQuery({ ...paymentPropertyQuery(propertyId ?? ''), enabled: Boolean(propertyId) });
}
