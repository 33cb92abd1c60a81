import type { ListingCountry } from '@ile/shared/constants/countries';
import type { BanksResponse, CreatePayoutAccountBody, PayoutAccount } from '@ile/shared/contracts/payment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';

/** GET /payments/payout-account: the bank account payouts go to (number masked), or null. */
export const payoutAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['payout-account', userId],
    queryFn: ({ signal }) => api.get<PayoutAccount | null>('/payments/payout-account', { signal }),
  });

export function usePayoutAccount() {
  const { user } = useSession();
  return useQuery({ ...payoutAccountQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/** GET /payments/banks: the banks payouts can go to in one country. */
export function useBanks(country: ListingCountry) {
  return useQuery({
    queryKey: ['banks', country],
    queryFn: ({ signal }) => api.get<BanksResponse>(`/payments/banks?country=${country}`, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

/** PUT /payments/payout-account: the provider resolves the account holder's name before it is saved. */
export function useSavePayoutAccount() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayoutAccountBody) =>
      request<PayoutAccount>('PUT', '/payments/payout-account', body),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(payoutAccountQueryOptions(user?.id ?? '').queryKey, data);
      toast.success(message ?? 'Payout account saved');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
