import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';

/** The server answers the same whether or not the address has an unverified account. */
export function resendVerification(email: string): Promise<string> {
  return api.postForMessage('/auth/resend-verification', { email });
}

/** Used by the signup modal and by pages showing the verify-email notice: both say the same things. */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: (message) => toast.success(message || 'Verification email sent'),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
