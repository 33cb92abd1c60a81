import type { CreateListingApplicationResponse } from '@ile/shared/contracts/listing-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/query-keys';
import { type ApplicationFormOutput, toApplicationFormData } from '../utils/application-form';

/** Up to 20 photos of up to 10 MB over a mobile connection take far longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

/** POST /applications/property as multipart; the server always files it as `pending`. */
export function submitListingApplication(values: ApplicationFormOutput) {
  return api.post<CreateListingApplicationResponse>('/applications/property', toApplicationFormData(values), {
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function useSubmitListingApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitListingApplication,
    // The manage area's applications list and dashboard counts now include this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manageKeys.all }),
  });
}
