import type { ListingImportReport } from '@ile/shared/contracts/listing-import';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const listingImportKey = ['listing-import'] as const;

/** How often the page asks for progress while the worker creates the rows. */
export const PROGRESS_POLL_MS = 1000;

/**
 * GET /manage/imports/{id}. Progress is live by polling: while the import is confirmed and not done, the
 * report is read again every second, so the bar and each row's status follow the worker row by row.
 */
export const listingImportQuery = (importId: string) =>
  queryOptions({
    queryKey: [...listingImportKey, importId],
    queryFn: ({ signal }) =>
      api.get<ListingImportReport>(`/manage/imports/${encodeURIComponent(importId)}`, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'confirmed' ? PROGRESS_POLL_MS : false),
  });

export function useListingImport(importId: string | null) {
  return useQuery({ ...listingImportQuery(importId ?? ''), enabled: importId !== null });
}
