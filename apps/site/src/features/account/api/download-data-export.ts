import type { DataExport } from '@ile/shared/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, requestBlob } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';

/** Fetches a ready export with the session's token and hands it to the browser as a file. */
export async function downloadDataExport(item: DataExport): Promise<void> {
  if (!item.download_url) throw new Error('This export is not ready yet');
  const path = item.download_url.startsWith(API_BASE)
    ? item.download_url.slice(API_BASE.length)
    : item.download_url;
  const blob = await requestBlob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `ile-data-${item.created_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadDataExport() {
  return useMutation({
    mutationFn: downloadDataExport,
    onError: (error) => toast.error(errorMessage(error)),
  });
}
