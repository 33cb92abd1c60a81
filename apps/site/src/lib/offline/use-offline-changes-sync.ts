import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSendOfflineChanges } from '../pwa/service-worker-client';
import { propertyKeys, wishlistKeys } from '../query-keys';
import { useSession } from '../session';
import { toast } from '../toast';
import { pendingOfflineChanges, sendOfflineChanges } from './offline-changes';
import { isOnline } from './online-status';

/**
 * Sends what the member changed offline as soon as there is a session and a network: at start, when the
 * browser comes back online, and on the service worker's background-sync signal.
 */
export function useOfflineChangesSync(): void {
  const { status, user, offline } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'signed-in' && !offline ? (user?.id ?? null) : null;

  useEffect(() => {
    if (!userId) return;
    let running = false;
    const run = async () => {
      if (running || !isOnline() || pendingOfflineChanges(userId).length === 0) return;
      running = true;
      try {
        const report = await sendOfflineChanges(userId);
        if (report.sent > 0) {
          toast.success(
            report.sent === 1
              ? 'Your change made offline was saved'
              : `${report.sent} changes made offline were saved`,
          );
          void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
          void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
        }
        for (const message of report.refused) toast.error(`A change made offline was not saved: ${message}`);
      } finally {
        running = false;
      }
    };
    void run();
    const online = () => void run();
    window.addEventListener('online', online);
    const stop = onSendOfflineChanges(online);
    return () => {
      window.removeEventListener('online', online);
      stop();
    };
  }, [userId, queryClient]);
}
