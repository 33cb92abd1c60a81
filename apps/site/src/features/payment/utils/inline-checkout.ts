import type { InitialisePaymentResponse } from '@ile/shared/contracts/payment';
import { loadScript } from './load-script';

export const PAYSTACK_SCRIPT = 'https://js.paystack.co/v2/inline.js';
export const FLUTTERWAVE_SCRIPT = 'https://checkout.flutterwave.com/v3.js';

interface PaystackPopup {
  resumeTransaction(
    accessCode: string,
    callbacks: {
      onSuccess?: () => void;
      onCancel?: () => void;
      onError?: (error: { message?: string }) => void;
    },
  ): void;
}

interface FlutterwaveOptions {
  public_key: string;
  tx_ref: string;
  amount: number;
  currency: string;
  payment_options: string;
  customer: { email: string; name: string };
  customizations: { title: string; description: string };
  callback: () => void;
  onclose: () => void;
}

declare global {
  interface Window {
    PaystackPop?: new () => PaystackPopup;
    FlutterwaveCheckout?: (options: FlutterwaveOptions) => { close: () => void };
  }
}

/** The provider's script did not load (offline, blocked): the page says so in the spec's words. */
export class CheckoutScriptError extends Error {}

export interface InlineCallbacks {
  /** The payer finished paying; the server still has to confirm it with the provider. */
  onPaid: () => void;
  onError: (message: string) => void;
}

async function ensure<T>(src: string, read: () => T | undefined): Promise<T> {
  try {
    await loadScript(src);
  } catch {
    throw new CheckoutScriptError(src);
  }
  const value = read();
  if (!value) throw new CheckoutScriptError(src);
  return value;
}

/** Whether this checkout opens in the provider's popup on our page, rather than on its own page. */
export function opensInline(checkout: InitialisePaymentResponse): boolean {
  if (checkout.provider === 'paystack') return Boolean(checkout.accessCode);
  if (checkout.provider === 'flutterwave') return Boolean(checkout.publicKey);
  return false;
}

/**
 * Opens the provider's popup for a checkout the server already started (same reference and amount), so
 * closing it without paying leaves everything as it was.
 */
export async function openInlineCheckout(
  checkout: InitialisePaymentResponse,
  payer: { email: string; name: string; description: string },
  { onPaid, onError }: InlineCallbacks,
): Promise<void> {
  if (checkout.provider === 'paystack' && checkout.accessCode) {
    const Popup = await ensure(PAYSTACK_SCRIPT, () => window.PaystackPop);
    new Popup().resumeTransaction(checkout.accessCode, {
      onSuccess: onPaid,
      onError: (error) => onError(error.message ?? 'The payment could not be started'),
    });
    return;
  }
  if (checkout.provider === 'flutterwave' && checkout.publicKey) {
    const open = await ensure(FLUTTERWAVE_SCRIPT, () => window.FlutterwaveCheckout);
    const modal = open({
      public_key: checkout.publicKey,
      tx_ref: checkout.reference,
      amount: checkout.amount,
      currency: checkout.currency,
      payment_options: 'card, mobilemoney, ussd',
      customer: { email: payer.email, name: payer.name },
      customizations: { title: 'Ile', description: payer.description },
      callback: () => {
        modal.close();
        onPaid();
      },
      onclose: () => undefined,
    });
  }
}
