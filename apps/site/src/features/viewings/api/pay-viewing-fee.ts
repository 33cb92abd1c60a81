import type { InitialisePaymentResponse } from '@ile/shared/contracts/payment';
import type { Viewing } from '@ile/shared/contracts/viewings';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Pays a booking's viewing fee: `POST /payments/initialize` with the viewing (the server prices it from the
 * viewing, never from us; a checkout already open is answered again), then the provider's hosted checkout,
 * which every provider has and which sends the seeker back to /account/viewings to be verified. The payment
 * page's inline popups are not loaded here: the booking panel stays small.
 */
export async function payViewingFee(viewing: Pick<Viewing, 'id' | 'property'>): Promise<void> {
  const checkout = await api.post<InitialisePaymentResponse>('/payments/initialize', {
    propertyId: viewing.property.id,
    viewingId: viewing.id,
  });
  window.location.assign(checkout.checkoutUrl);
}

/** Stays pending while the browser leaves for the checkout. */
export function usePayViewingFee() {
  return useMutation({
    mutationFn: (viewing: Pick<Viewing, 'id' | 'property'>) =>
      payViewingFee(viewing).then(() => new Promise<void>(() => undefined)),
  });
}
