import type { IncreaseViewResponse } from '@ile/shared/contracts/property';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { recentlyViewedKeys } from '../../../lib/query-keys';
import { rememberViewed } from '../../../lib/recently-viewed';
import { useSession } from '../../../lib/session';

/** GET /property/increase-view/{id}: the server counts one view per viewer per listing per day. */
export function countView(id: string): Promise<IncreaseViewResponse> {
  return api.get<IncreaseViewResponse>(`/property/increase-view/${encodeURIComponent(id)}`);
}

/**
 * Counts a view once each time a listing is opened (not on re-renders, nor twice under StrictMode), and puts
 * it first in "Recently viewed": the server does that for a signed-in user as it counts, this browser keeps a
 * visitor's.
 */
export function useCountView(id: string, ready: boolean) {
  const counted = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const { status } = useSession();
  useEffect(() => {
    if (!ready || status === 'loading' || counted.current === id) return;
    counted.current = id;
    if (status === 'signed-out') rememberViewed(id);
    // A view that fails to count is not worth troubling the visitor about.
    countView(id)
      .then(() => queryClient.invalidateQueries({ queryKey: recentlyViewedKeys.all }))
      .catch(() => undefined);
  }, [id, ready, status, queryClient]);
}
