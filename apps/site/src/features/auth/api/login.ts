import type { AuthResponse, LoginBody } from '@ile/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** `persist` is "Remember my login": a 30-day refresh cookie instead of one that ends with the browser. */
export function login(body: LoginBody): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', body);
}

/** Signing in personalises answers already cached (isLiked, owners' phones), so they are fetched again. */
export function useLogin() {
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      signIn(session);
      void queryClient.invalidateQueries();
    },
  });
}
