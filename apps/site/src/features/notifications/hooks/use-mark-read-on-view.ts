import { useEffect } from 'react';
import { useMarkNotificationsRead, useUnreadCount } from '../api/unread-count';

/**
 * For the Notifications page: while it is open everything listed counts as read, including what arrives
 * while the user is looking (the count rises, the list refreshes, and the count is cleared again).
 */
export function useMarkReadOnView(): void {
  const unread = useUnreadCount();
  const { mutate, isPending } = useMarkNotificationsRead();
  useEffect(() => {
    if (unread > 0 && !isPending) mutate();
  }, [unread, isPending, mutate]);
}
