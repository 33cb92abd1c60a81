import type { UnreadNoticesResponse } from '@ile/shared/contracts/notice';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /notice/unread-count: notices published since the user last opened Account → Notifications. */
export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['notifications', 'unread', userId],
    queryFn: ({ signal }) => api.get<UnreadNoticesResponse>('/notice/unread-count', { signal }),
    select: (data) => data.unread,
  });

export function useUnreadCount(): number {
  const { user, offline } = useSession();
  // A session started offline has no token, and notifications are never kept for offline reading: the count
  // waits for the session's refresh when the connection returns (asked before it, it would be refused).
  const query = useQuery({ ...unreadCountQueryOptions(user?.id ?? ''), enabled: Boolean(user) && !offline });
  return query.data ?? 0;
}

/** POST /notice/mark-read: everything published until now is read; the badge clears. */
export function useMarkNotificationsRead() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadNoticesResponse>('/notice/mark-read'),
    onSuccess: (data) => queryClient.setQueryData(unreadCountQueryOptions(user?.id ?? '').queryKey, data),
  });
}
