import { MESSAGES } from '@ile/shared/constants/messages';
import type { UpdatePasswordBody } from '@ile/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';

/** POST /auth/update-password: needs the current password; other sessions are signed out. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: UpdatePasswordBody) => api.postForMessage('/auth/update-password', body),
    onSuccess: (message) => toast.success(message || MESSAGES.auth.passwordUpdated),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
