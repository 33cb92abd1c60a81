import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Emails a 6-digit code; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<string> {
  return api.postForMessage('/auth/reset-password', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
