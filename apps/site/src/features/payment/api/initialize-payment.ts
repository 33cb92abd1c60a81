import type { InitialisePaymentBody, InitialisePaymentResponse } from '@ile/shared/contracts/payment';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Opens a checkout priced by the server from the listing; the client never names an amount. */
export function initializePayment(body: InitialisePaymentBody) {
  return api.post<InitialisePaymentResponse>('/payments/initialize', body);
}

export function useInitializePayment() {
  return useMutation({ mutationFn: initializePayment });
}
