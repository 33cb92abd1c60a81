import type { ListingImportReport } from '@ile/shared/contracts/listing-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listingImportQuery } from './get-listing-import';

/** A 4 MB file over a slow connection takes longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** POST /manage/imports: the CSV as a multipart file; answers the per-row report (nothing is created yet). */
export function uploadListingImport(file: File): Promise<ListingImportReport> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ListingImportReport>('/manage/imports', form, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function useUploadListingImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadListingImport,
    onSuccess: (report) => queryClient.setQueryData(listingImportQuery(report.id).queryKey, report),
  });
}
