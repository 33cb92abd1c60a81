import type { ListingImportReport } from '@ile/shared/contracts/listing-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/query-keys';
import { listingImportQuery } from './get-listing-import';

/** POST /manage/imports/{id}/confirm: the valid rows go to the worker; confirming again changes nothing. */
export function confirmListingImport(importId: string): Promise<ListingImportReport> {
  return api.post<ListingImportReport>(`/manage/imports/${encodeURIComponent(importId)}/confirm`);
}

export function useConfirmListingImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmListingImport,
    onSuccess: (report) =>
      Promise.all([
        queryClient.setQueryData(listingImportQuery(report.id).queryKey, report),
        // The applications list and the dashboard counts will include the imported rows.
        queryClient.invalidateQueries({ queryKey: manageKeys.all }),
      ]),
  });
}
