import type { SimilarListingsResponse } from '@ile/shared/contracts/property';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /property/{id}/similar: up to 6 published listings like it (same state and category, nearest price). */
export function getSimilar(id: string, signal?: AbortSignal): Promise<SimilarListingsResponse> {
  return api.get<SimilarListingsResponse>(`/property/${encodeURIComponent(id)}/similar`, { signal });
}

/** Fetched once `enabled` (the section scrolled near): a visitor who never scrolls down costs no request. */
export function useSimilar(id: string, enabled: boolean) {
  const { status, user } = useSession();
  return useQuery({
    queryKey: propertyKeys.similar(id, user?.id ?? 'visitor'),
    queryFn: ({ signal }) => getSimilar(id, signal),
    enabled: enabled && status !== 'loading',
  });
}
