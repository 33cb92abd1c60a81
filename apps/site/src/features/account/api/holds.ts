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

/** `complete` and `withdraw`: the seller's word on a sale reservation. */
export type HoldAction = 'confirm' | 'dispute' | 'cancel' | 'complete' | 'withdraw';
/** The actions that take no reason. */
export type OneTapHoldAction = Extract<HoldAction, 'confirm' | 'complete'>;
const oneTap = (action: HoldAction): action is OneTapHoldAction =>
  action === 'confirm' || action === 'complete';

/**
 * "I have the keys", a dispute, the owner's cancellation, or the seller's completion or withdrawal of a
 * reserved sale; the server answers the hold as it now is.
 */
export function useHoldAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: HoldAction; reason?: string }) =>
      api.post<Hold>(`/payments/holds/${id}/${action}`, oneTap(action) ? undefined : { reason }),
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
