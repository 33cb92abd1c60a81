import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useVerifyPayment } from '../api/verify-payment';

/**
 * The page's address names the listing (?propertyId=) or, on the way back from a checkout page, the
 * payment (?reference=). A payment is verified with the server; once settled, the address keeps only the
 * listing, so reloading the page does not replay the outcome.
 */
export function usePaymentOutcome() {
  const [params, setParams] = useSearchParams();
  const [reference, setReference] = useState(() => params.get('reference'));
  const verification = useVerifyPayment(reference);
  const transaction = verification.data;
  const [successOpen, setSuccessOpen] = useState(false);
  const status = transaction?.status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the payment's status changes.
  useEffect(() => {
    if (!transaction || status === 'pending') return;
    if (status === 'successful') setSuccessOpen(true);
    if (params.has('reference') && transaction.property_id) {
      setParams({ propertyId: transaction.property_id }, { replace: true });
    }
  }, [status]);

  return {
    propertyId: params.get('propertyId') ?? transaction?.property_id ?? null,
    reference,
    /** After a popup checkout: verify this payment as if the payer had come back from a checkout page. */
    verify: setReference,
    verification,
    successOpen,
    closeSuccess: () => setSuccessOpen(false),
  };
}
