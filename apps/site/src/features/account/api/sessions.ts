import type { AuthSessionList, SignOutOthersResponse } from '@ile/shared/contracts/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, refreshSession, request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';

/**
 * The api client does not refresh on a 401 from /auth/* (that is where login and refresh live), but these
 * calls carry a bearer token that may simply have expired: refresh once and try again.
 */
async function withFreshToken<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    if (!(await refreshSession())) throw error;
    return call();
  }
}

const sessionsKey = ['auth-sessions'] as const;

/** GET /auth/sessions: every device this account is signed in on, this one marked `current`. */
export const sessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sessionsKey, userId],
    queryFn: ({ signal }) =>
      withFreshToken(() => request<AuthSessionList>('GET', '/auth/sessions', undefined, { signal })).then(
        (r) => r.data,
      ),
  });

export function useSessions() {
  const { user } = useSession();
  return useQuery({ ...sessionsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

function useSessionMutation<V>(
  call: (variables: V) => Promise<{ message: string | undefined }>,
  fallback: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => withFreshToken(() => call(variables)),
    onSuccess: async ({ message }) => {
      toast.success(message || fallback);
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** DELETE /auth/sessions/:id: that device's sign-in ends (its next refresh fails). */
export const useSignOutSession = () =>
  useSessionMutation(
    (id: string) => request<null>('DELETE', `/auth/sessions/${encodeURIComponent(id)}`),
    'That session is signed out',
  );

/** POST /auth/sessions/sign-out-others: every sign-in but this one ends. */
export const useSignOutOtherSessions = () =>
  useSessionMutation(
    () => request<SignOutOthersResponse>('POST', '/auth/sessions/sign-out-others', {}),
    'Signed out of your other sessions',
  );
