import type { ViewingLinkResponse } from '@ile/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /viewings/link: a one-tap email link's signed token (no sign-in needed). */
export function useFollowViewingLink() {
  return useMutation({
    mutationFn: (token: string) => api.post<ViewingLinkResponse>('/viewings/link', { token }),
  });
}
