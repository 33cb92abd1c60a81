import type { VerifyResetOtpBody } from '@ile/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Checks the code before asking for a new password; a wrong or expired one fails with the server's words. */
export function verifyResetOtp(body: VerifyResetOtpBody): Promise<string> {
  return api.postForMessage('/auth/verify-reset-otp', body);
}

export function useVerifyResetOtp() {
  return useMutation({ mutationFn: verifyResetOtp });
}
