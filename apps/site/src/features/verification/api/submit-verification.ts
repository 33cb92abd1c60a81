import type { CreateVerificationInput, Verification } from '@ile/shared/contracts/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { verificationKeys } from '../../../lib/query-keys';

/** POST /user/verification: an ID check, or (agencies) a business check; pictures as data URLs. */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVerificationInput) => api.post<Verification>('/user/verification', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    },
  });
}
