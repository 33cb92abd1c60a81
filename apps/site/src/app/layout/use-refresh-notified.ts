import type { Notification } from '@ile/shared/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { myTicketsKey } from '../../features/tickets/api/get-my-tickets';
import {
  myApplicationsKeys,
  noticesKeys,
  savedSearchKeys,
  verificationKeys,
  viewingKeys,
} from '../../lib/query-keys';

/**
 * What a live notification makes stale, so the page it links to shows it at once rather than after the
 * cache's 30 s: the notifications list always; the tickets for a ticket reply or status; the applications
 * for a decision; the verification page for a verification decision; the saved searches' counts of new matches
 * for a saved-search alert; the viewings for a viewing's news. Without a notification (the socket reconnected) all of them.
 */
export function useRefreshNotified(): (notification?: Notification) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (notification?: Notification) => {
      const kind = notification?.kind;
      void queryClient.invalidateQueries({ queryKey: noticesKeys.all });
      if (!kind || kind === 'ticket_reply' || kind === 'ticket_status')
        void queryClient.invalidateQueries({ queryKey: myTicketsKey });
      if (!kind || kind === 'application_decided')
        void queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all });
      if (!kind || kind === 'verification_decided')
        void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      if (!kind || kind === 'saved_search')
        void queryClient.invalidateQueries({ queryKey: savedSearchKeys.lists });
      if (!kind || kind === 'viewing') void queryClient.invalidateQueries({ queryKey: viewingKeys.all });
    },
    [queryClient],
  );
}
