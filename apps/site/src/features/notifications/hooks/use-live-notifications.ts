import type { ServerToClientEvents } from '@ile/shared/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** Past the first paint, so the socket's code and connection never compete with the page's own. */
function afterFirstPaint(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1000);
  return () => clearTimeout(handle);
}

/**
 * On every page of a signed-in tab: a pushed `notification:new` (a ticket reply or status, an application
 * decision, a notice) shows a toast and refreshes the unread badge and the notifications list.
 * socket.io-client is imported lazily after first paint, so it stays out of every page's first load.
 */
export function useLiveNotifications(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'unread', userId] });
      // The Notifications page's list (features/account), when it is cached.
      void queryClient.invalidateQueries({ queryKey: ['notices', userId] });
    };
    const cancelWait = afterFirstPaint(() => {
      void import('../../../lib/realtime-socket').then(({ acquireRealtimeSocket }) => {
        if (cancelled) return;
        const { socket, release } = acquireRealtimeSocket();
        let everConnected = Boolean(socket.connected);
        const onNotification: ServerToClientEvents['notification:new'] = (notification) => {
          toast.info(notification.title);
          refresh();
        };
        // After a drop, catch up on what was pushed while offline.
        const onConnect = () => {
          if (everConnected) refresh();
          everConnected = true;
        };
        socket.on('notification:new', onNotification);
        socket.on('connect', onConnect);
        stop = () => {
          socket.off('notification:new', onNotification);
          socket.off('connect', onConnect);
          release();
        };
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [queryClient, userId]);
}
