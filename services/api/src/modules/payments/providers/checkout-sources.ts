import type { PaymentsConfig } from '../../../config';
import type { CheckoutSources } from '../../../plugins/external/security';

/**
 * Where Paystack's and Flutterwave's inline checkouts load their script, open their frame and call home.
 * Only configured providers are allowed, so a sandbox-only deployment keeps a same-origin-only policy.
 */
const PROVIDER_SOURCES = {
  paystack: {
    script: ['https://js.paystack.co'],
    frame: ['https://checkout.paystack.com'],
    connect: ['https://api.paystack.co'],
  },
  flutterwave: {
    script: ['https://checkout.flutterwave.com'],
    frame: ['https://checkout.flutterwave.com', 'https://checkout-v3-ui-prod.f4b-flutterwave.com'],
    connect: ['https://api.flutterwave.com'],
  },
} as const satisfies Record<string, CheckoutSources>;

export function checkoutSources(payments: Pick<PaymentsConfig, 'paystack' | 'flutterwave'>): CheckoutSources {
  const configured = (['paystack', 'flutterwave'] as const).filter((provider) => payments[provider] !== null);
  return {
    script: configured.flatMap((provider) => PROVIDER_SOURCES[provider].script),
    frame: configured.flatMap((provider) => PROVIDER_SOURCES[provider].frame),
    connect: configured.flatMap((provider) => PROVIDER_SOURCES[provider].connect),
  };
}
