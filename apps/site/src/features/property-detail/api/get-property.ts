import type { Property } from '@ile/shared/contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarly } from '../../../lib/early-requests';
import { fetchListingRecord, listingRecordPath } from '../../../lib/listing-record';
import { propertyKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** Per viewer: signing in brings the phone and `isLiked`, so the record is fetched again. */
export const propertyQueryOptions = (id: string, viewer: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(id, viewer),
    queryFn: ({ signal }) =>
      (viewer === 'visitor' ? takeEarly<Property>(listingRecordPath(id)) : null) ??
      fetchListingRecord(id, signal),
  });

export function useProperty(id: string) {
  const { status, user } = useSession();
  return useQuery({
    ...propertyQueryOptions(id, user?.id ?? 'visitor'),
    enabled: status !== 'loading',
  });
}
