import { formatPrice } from '@ile/shared/helpers/format-price';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AccountPage } from '../../../features/account/components/account-page';
import { useVerifyPayment } from '../../../features/payment/api/verify-payment';
import { ViewingList } from '../../../features/viewings/components/viewing-list';
import { usePageTitle } from '../../../lib/page-title';
import { viewingKeys } from '../../../lib/query-keys';
import { errorMessage } from '../../../lib/toast';

/** Back from the provider's checkout of a viewing fee: the server verifies it, then says where the money is. */
function FeePaymentOutcome({ reference }: { reference: string }) {
  const verification = useVerifyPayment(reference);
  const queryClient = useQueryClient();
  const status = verification.data?.status;
  useEffect(() => {
    // The viewing's fee state (and, once held, the request itself) changed.
    if (status) void queryClient.invalidateQueries({ queryKey: viewingKeys.all });
  }, [status, queryClient]);
  if (verification.isError) return <p role="alert">{errorMessage(verification.error)}</p>;
  if (!verification.data || status === 'pending') return <p role="status">Checking your payment…</p>;
  if (status !== 'successful')
    return <p role="alert">The viewing fee was not paid. You can pay it below before the request lapses.</p>;
  return (
    <p role="status">
      <strong>Viewing fee paid.</strong> Ile holds your{' '}
      {formatPrice(verification.data.amount, verification.data.currency)} until you have seen the property.
      The owner has your request now.
    </p>
  );
}

/** /account/viewings: the viewings the user booked. */
export function Component() {
  usePageTitle('My viewings');
  const [params] = useSearchParams();
  const reference = params.get('reference');
  return (
    <AccountPage
      title="My viewings"
      intro="Viewings you asked for: their times, answers, and whether they happened."
    >
      {reference && <FeePaymentOutcome reference={reference} />}
      <ViewingList as="seeker" />
    </AccountPage>
  );
}
