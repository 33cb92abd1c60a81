import { MESSAGES } from '@ile/shared/constants/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, setSession } from '../../../lib/api-client';
import { forgetOfflineChanges } from '../../../lib/offline/offline-changes';
import { clearUserCaches } from '../../../lib/pwa/service-worker-client';
import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';

/**
 * POST /user/account-delete-user with the password. The server has ended every session already, so the
 * session is cleared here without a logout call, the cache forgotten, and the user sent home.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSession();
  return useMutation({
    mutationFn: (password: string) => api.postForMessage('/user/account-delete-user', { password }),
    onSuccess: (message) => {
      // Nothing of the account stays in this browser: its kept pages and photos, its unsent changes.
      if (user) forgetOfflineChanges(user.id);
      void clearUserCaches();
      setSession(null);
      queryClient.clear();
      toast.success(message || MESSAGES.auth.accountDeleted);
      navigate('/', { replace: true });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
