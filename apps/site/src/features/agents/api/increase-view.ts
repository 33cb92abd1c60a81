import { useEffect } from 'react';
import { api } from '../../../lib/api-client';

/**
 * Counts a profile view once per page open; the server keeps one per viewer per day, so a failure here
 * is not worth telling the visitor about.
 */
export function useIncreaseView(kind: 'agent' | 'agency', userId: string) {
  useEffect(() => {
    api.get(`/${kind}/increase-view/${encodeURIComponent(userId)}`).catch(() => undefined);
  }, [kind, userId]);
}
