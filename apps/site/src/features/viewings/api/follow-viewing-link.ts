import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ViewingLinkDone {
  action: 'confirmed' | 'outcome';
  viewing: { id: string; status: string; propertyTitle: string };
}

/** POST /viewings/link: a one-tap email link's signed token (no sign-in needed). */
export function useFollowViewingLink() {
  return useMutation({
    mutationFn: (token: string) => api.post<ViewingLinkDone>('/viewings/link', { token }),
  });
}
