import type { User } from '@ile/shared/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const meKey = ['me'] as const;

/** GET /user/me: the account with what only this call carries (the verified student's benefits). */
export const meQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...meKey, userId],
    queryFn: ({ signal }) => api.get<User>('/user/me', { signal }),
  });

export function useMe() {
  const { user } = useSession();
  return useQuery({ ...meQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
