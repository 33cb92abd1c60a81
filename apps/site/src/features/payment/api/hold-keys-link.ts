import type { HoldLinkPreview } from '@ile/shared/contracts/payment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const previewKey = (token: string) => ['hold-keys-link', token] as const;

/** What the emailed "I have the keys" link would do (POST so the token stays out of logs); changes nothing. */
export function useHoldKeysPreview(token: string | null) {
  return useQuery({
    queryKey: previewKey(token ?? ''),
    queryFn: () => api.post<HoldLinkPreview>('/payments/holds/link/preview', { token }),
    enabled: Boolean(token),
    retry: false,
  });
}

/** The tenant's tap: Ile releases the held money to the owner (no sign-in needed; the token is the credential). */
export function useConfirmHoldKeys(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<HoldLinkPreview>('/payments/holds/link/confirm', { token }),
    onSuccess: (data) => client.setQueryData(previewKey(token), data),
  });
}
