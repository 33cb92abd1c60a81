import type { HomeDisplayResponse } from '@ile/shared/contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /property/display: popular (properties1), a wide variety (properties2), newest (properties3). */
export function getHomeDisplay(signal?: AbortSignal): Promise<HomeDisplayResponse> {
  return api.get<HomeDisplayResponse>('/property/display', { signal });
}

export const homeDisplayOptions = (viewer: string) =>
  queryOptions({
    queryKey: ['home', 'display', viewer] as const,
    queryFn: ({ signal }) => getHomeDisplay(signal),
  });

export function useHomeDisplay() {
  const { status, user } = useSession();
  return useQuery({ ...homeDisplayOptions(user?.id ?? 'visitor'), enabled: status !== 'loading' });
}
