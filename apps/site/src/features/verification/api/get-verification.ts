import type { MyVerificationResponse } from '@ile/shared/contracts/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { verificationKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /user/verification: the caller's badges and the latest ID and business verification. */
export const verificationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: verificationKeys.of(userId),
    queryFn: ({ signal }) => api.get<MyVerificationResponse>('/user/verification', { signal }),
  });

export function useMyVerification() {
  const { user } = useSession();
  return useQuery({ ...verificationQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
