import type { IncreaseViewResponse } from '@ile/shared/contracts/property';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';

/** GET /property/increase-view/{id}: the server counts one view per viewer per listing per day. */
export function countView(id: string): Promise<IncreaseViewResponse> {
  return api.get<IncreaseViewResponse>(`/property/increase-view/${encodeURIComponent(id)}`);
}

/** Counts a view once each time a listing is opened (not on re-renders, nor twice under StrictMode). */
export function useCountView(id: string, ready: boolean) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || counted.current === id) return;
    counted.current = id;
    // A view that fails to count is not worth troubling the visitor about.
    countView(id).catch(() => undefined);
  }, [id, ready]);
}
