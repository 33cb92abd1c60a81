import type { ResetPasswordCompleteBody } from '@ile/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sets the new password; the server then signs out every session of the account. */
export function completePasswordReset(body: ResetPasswordCompleteBody): Promise<string> {
  return api.postForMessage('/auth/reset-password-complete', body);
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
