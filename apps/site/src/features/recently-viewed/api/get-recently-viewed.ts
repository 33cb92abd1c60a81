import type { PropertyCard } from '@ile/shared/contracts/property';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recentlyViewedKeys } from '../../../lib/query-keys';
import { forgetRecentlyViewed, readRecentlyViewed } from '../../../lib/recently-viewed';
import { useSession } from '../../../lib/session';

/** GET /property/cards: a visitor's list as cards, published ones only, in the browser's order. */
function cardsOf(ids: readonly string[], signal?: AbortSignal): Promise<PropertyCard[]> {
  const query = new URLSearchParams({ ids: ids.join(',') });
  return api.get<PropertyCard[]>(`/property/cards?${query}`, { signal });
}

/**
 * The account's list (GET /user/recently-viewed). What this browser kept while signed out is merged into it
 * first (POST /user/recently-viewed, each view at its own time) and then forgotten here, so it is merged once.
 */
async function accountList(signal?: AbortSignal): Promise<PropertyCard[]> {
  const views = readRecentlyViewed();
  if (views.length === 0) return api.get<PropertyCard[]>('/user/recently-viewed', { signal });
  const merged = await api.post<PropertyCard[]>('/user/recently-viewed', { views });
  forgetRecentlyViewed();
  return merged;
}

/** "Recently viewed": the account's when signed in, else this browser's (no request when it is empty). */
export function useRecentlyViewed() {
  const { status, user } = useSession();
  const ids = status === 'signed-out' ? readRecentlyViewed().map((view) => view.propertyId) : [];
  return useQuery({
    queryKey: recentlyViewedKeys.of(user?.id ?? 'visitor', ids),
    queryFn: ({ signal }) => (user ? accountList(signal) : cardsOf(ids, signal)),
    enabled: status === 'signed-in' || (status === 'signed-out' && ids.length > 0),
  });
}
