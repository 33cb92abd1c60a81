import type { Viewing } from '@ile/shared/contracts/viewings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { viewingKeys } from '../../../lib/query-keys';

export type ViewingAction =
  | { action: 'confirm'; startsAt?: string }
  | { action: 'decline'; reason: string }
  | { action: 'cancel'; reason?: string }
  | { action: 'reschedule'; startsAt: string }
  | { action: 'outcome'; happened: boolean };

/** POST /viewings/{id}/{confirm|decline|cancel|reschedule|outcome}. */
export function actOnViewing(id: string, { action, ...body }: ViewingAction): Promise<Viewing> {
  return api.post<Viewing>(`/viewings/${encodeURIComponent(id)}/${action}`, body);
}

export function useActOnViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...action }: { id: string } & ViewingAction) =>
      actOnViewing(id, action as ViewingAction),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}
