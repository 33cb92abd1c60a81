import type { Notification, ServerToClientEvents } from '@ile/shared/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useOnline } from '../../../lib/offline/online-status';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { unreadCountQueryOptions } from '../api/unread-count';

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
 * decision, a notice) shows a toast and refreshes the unread badge; `refresh` lets the app refresh the data
 * the notification is about (called with no notification after a (re)connection: anything may have changed).
 * socket.io-client is imported lazily after first paint, so it stays out of every page's first load.
 */
export function useLiveNotifications(refreshRelated: (notification?: Notification) => void): void {
  const { user, offline } = useSession();
  const online = useOnline();
  const queryClient = useQueryClient();
  // With no network there is nothing to listen to (and the socket's code may not be kept): the socket starts
  // when the connection returns.
  const userId = online && !offline ? user?.id : undefined;
  const related = useRef(refreshRelated);
  related.current = refreshRelated;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const refresh = (notification?: Notification) => {
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions(userId).queryKey });
      related.current(notification);
    };
    const cancelWait = afterFirstPaint(() => {
      void import('../../../lib/realtime-socket')
        .then(({ acquireRealtimeSocket }) => {
          if (cancelled) return;
          const { socket, release } = acquireRealtimeSocket();
          const onNotification: ServerToClientEvents['notification:new'] = (notification) => {
            toast.info(notification.title);
            refresh(notification);
          };
          // Catch up on what was pushed while no socket listened: before this one connected, or during a drop.
          const onConnect = () => refresh();
          socket.on('notification:new', onNotification);
          socket.on('connect', onConnect);
          stop = () => {
            socket.off('notification:new', onNotification);
            socket.off('connect', onConnect);
            release();
          };
        })
        // The code could not be fetched (the network went as it loaded): the next connection change tries again.
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [queryClient, userId]);
}
