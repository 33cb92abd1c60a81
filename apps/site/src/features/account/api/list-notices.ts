import type { NoticesResponse } from '@ile/shared/contracts/notice';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { noticesKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

const SIZE = 10;

/** GET /notice/notices: the notices addressed to this user's audiences, newest first, 10 at a time. */
export const noticesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: noticesKeys.of(userId),
    queryFn: ({ pageParam, signal }) =>
      api.get<NoticesResponse>(`/notice/notices${toQueryString({ page: pageParam, size: SIZE })}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.totalPages ? page + 1 : undefined),
  });

export function useNotices() {
  const { user } = useSession();
  return useInfiniteQuery({ ...noticesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
