import { MESSAGES } from '@ile/shared/constants/messages';
import type { Property } from '@ile/shared/contracts/property';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';
import { useInitializePayment } from '../api/initialize-payment';
import { CheckoutScriptError, openInlineCheckout, opensInline } from '../utils/inline-checkout';

/**
 * 'Pay into Ile's protection': the server opens a checkout priced from the listing (the move-in amount, or a
 * sale's reservation deposit, held by Ile), then the payer pays either in
 * the provider's popup (Paystack, Flutterwave) or on the provider's own page (the sandbox), which sends
 * them back to /property/payment?reference=… to be verified.
 */
export function useCheckout({ onPaid }: { onPaid: (reference: string) => void }) {
  const { user } = useSession();
  const initialize = useInitializePayment();
  const [busy, setBusy] = useState(false);
  const [scriptFailed, setScriptFailed] = useState(false);
  const [unverified, setUnverified] = useState(false);

  const pay = async (property: Property, moveInDate?: string) => {
    setScriptFailed(false);
    setBusy(true);
    try {
      const checkout = await initialize.mutateAsync({
        propertyId: property.id,
        ...(moveInDate ? { moveInDate } : {}),
      });
      if (!opensInline(checkout)) {
        // The button stays busy while the browser leaves for the checkout page.
        window.location.assign(checkout.checkoutUrl);
        return;
      }
      const payer = { email: user?.email ?? '', name: user?.full_name ?? '', description: property.title };
      await openInlineCheckout(checkout, payer, {
        onPaid: () => onPaid(checkout.reference),
        onError: (message) => toast.error(message),
      });
      setBusy(false);
    } catch (error) {
      setBusy(false);
      if (error instanceof CheckoutScriptError) {
        setScriptFailed(true);
        toast.error(MESSAGES.payment.scriptLoadFailed);
        return;
      }
      if (error instanceof ApiError && error.status === 403) setUnverified(true);
      toast.error(errorMessage(error));
    }
  };

  return { pay, busy, scriptFailed, unverified };
}
