import type { Hold, HoldsResponse } from '@ile/shared/contracts/payment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionsKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

const holdsKey = (userId: string) => [...transactionsKeys.all, 'holds', userId] as const;

/** GET /payments/holds: the money Ile holds that the caller paid or is to receive, with timelines. */
export const holdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: holdsKey(userId),
    queryFn: ({ signal }) => api.get<HoldsResponse>('/payments/holds', { signal }),
  });

export function useHolds() {
  const { user } = useSession();
  return useQuery({ ...holdsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

export type HoldAction = 'confirm' | 'dispute' | 'cancel';

/** "I have the keys", a dispute, or the owner's cancellation; the server answers the hold as it now is. */
export function useHoldAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: HoldAction; reason?: string }) =>
      api.post<Hold>(`/payments/holds/${id}/${action}`, action === 'confirm' ? undefined : { reason }),
    onSettled: () => client.invalidateQueries({ queryKey: transactionsKeys.all }),
  });
}

/** The payee's statement on a disputed hold of theirs, for Ile's support team (rewritten until decided). */
export function useHoldStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, statement }: { id: string; statement: string }) =>
      api.post<Hold>(`/payments/holds/${id}/statement`, { statement }),
    onSettled: () => client.invalidateQueries({ queryKey: transactionsKeys.all }),
  });
}
