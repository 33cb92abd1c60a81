import type { TransactionsResponse } from '@ile/shared/contracts/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '../../../lib/api-client';
import { transactionsKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /user/transactions: the caller's payments, newest first. */
export const transactionsQueryOptions = (userId: string, page: number, size: number) =>
  queryOptions({
    queryKey: transactionsKeys.page(userId, { page, size }),
    queryFn: ({ signal }) =>
      api.get<TransactionsResponse>(`/user/transactions${toQueryString({ page, size })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useTransactions(page: number, size = 10) {
  const { user } = useSession();
  return useQuery({ ...transactionsQueryOptions(user?.id ?? '', page, size), enabled: Boolean(user) });
}
