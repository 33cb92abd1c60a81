import { MESSAGES } from '@ile/shared/constants/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, setSession } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';

/**
 * POST /user/account-delete-user with the password. The server has ended every session already, so the
 * session is cleared here without a logout call, the cache forgotten, and the user sent home.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => api.postForMessage('/user/account-delete-user', { password }),
    onSuccess: (message) => {
      setSession(null);
      queryClient.clear();
      toast.success(message || MESSAGES.auth.accountDeleted);
      navigate('/', { replace: true });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
