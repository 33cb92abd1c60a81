import type { Property } from '@ile/shared/contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** POST /property/property/{id}: the full record; the owner's phone only comes to signed-in callers. */
export function getProperty(id: string, signal?: AbortSignal): Promise<Property> {
  return api.post<Property>(`/property/property/${encodeURIComponent(id)}`, undefined, { signal });
}

/** Per viewer: signing in brings the phone and `isLiked`, so the record is fetched again. */
export const propertyQueryOptions = (id: string, viewer: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(id, viewer),
    queryFn: ({ signal }) => getProperty(id, signal),
  });

export function useProperty(id: string) {
  const { status, user } = useSession();
  return useQuery({
    ...propertyQueryOptions(id, user?.id ?? 'visitor'),
    enabled: status !== 'loading',
  });
}
