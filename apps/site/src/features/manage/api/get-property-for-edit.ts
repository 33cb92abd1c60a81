import type { Property } from '@ile/shared/contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/query-keys';

export const propertyForEditKey = (propertyId: string) =>
  [...manageKeys.all, 'property', propertyId] as const;

/** The full record (owners see drafts and their own phone number). Never served stale into the form. */
export const propertyForEditQuery = (propertyId: string) =>
  queryOptions({
    queryKey: propertyForEditKey(propertyId),
    queryFn: ({ signal }) =>
      api.post<Property>(`/property/property/${encodeURIComponent(propertyId)}`, {}, { signal }),
    staleTime: 0,
  });

export function usePropertyForEdit(propertyId: string) {
  return useQuery({ ...propertyForEditQuery(propertyId), enabled: propertyId !== '' });
}
