import type { TrendingResponse } from '@ile/shared/contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /property/trending: the listings most viewed over the last week. */
export function getTrending(signal?: AbortSignal): Promise<TrendingResponse> {
  return api.get<TrendingResponse>('/property/trending', { signal });
}

export const trendingOptions = (viewer: string) =>
  queryOptions({
    queryKey: ['home', 'trending', viewer] as const,
    queryFn: ({ signal }) => getTrending(signal),
  });

export function useTrending() {
  const { status, user } = useSession();
  return useQuery({ ...trendingOptions(user?.id ?? 'visitor'), enabled: status !== 'loading' });
}
