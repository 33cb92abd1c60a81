import type { Transaction } from '@ile/shared/contracts/payment';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { transactionsKeys } from '../../../lib/query-keys';

/** A provider may take a moment to settle: a pending answer is asked again this often, this many times. */
const POLL_MS = 3000;
const MAX_POLLS = 10;

export const verifyPaymentKey = (reference: string) => ['payment', 'verify', reference] as const;

/**
 * POST /payments/verify: the server asks the provider and answers the transaction. Safe to repeat (the
 * server settles a payment once), so it runs as a query: once per reference, polled while pending.
 */
export const verifyPaymentQuery = (reference: string) =>
  queryOptions({
    queryKey: verifyPaymentKey(reference),
    queryFn: ({ signal }) => api.post<Transaction>('/payments/verify', { reference }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
  });

export function useVerifyPayment(reference: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...verifyPaymentQuery(reference ?? ''), enabled: Boolean(reference) });
  const settled = query.data?.status === 'successful';
  // The account's transaction list now has this payment in its final state.
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
  }, [settled, queryClient]);
  return query;
}
