import type { Db } from '@ile/db';
import type { PaymentProvider } from '@ile/shared';
import type { PaymentsConfig } from '../../../config';
import { AppError } from '../../../lib/errors';
import { createFlutterwaveProvider } from './flutterwave';
import { createPaystackProvider } from './paystack';
import type { PaymentProviderAdapter } from './provider';
import { createSandboxProvider, type SandboxOptions, type SandboxProvider } from './sandbox';

export type { PaymentProviderAdapter } from './provider';

export interface ProviderRegistry {
  readonly defaultProvider: PaymentProvider;
  /** The adapter, or 503 when the server has no keys for it. */
  get(name: PaymentProvider): PaymentProviderAdapter;
  /** The sandbox when it is on, for its checkout page. */
  readonly sandbox: SandboxProvider | null;
}

const NOT_CONFIGURED: Record<PaymentProvider, string> = {
  paystack: 'Payments through Paystack are not set up on this server',
  flutterwave: 'Payments through Flutterwave are not set up on this server',
  sandbox: 'The payment sandbox is off on this server',
};

/** Builds the adapters the configuration has keys for; a missing one is refused when asked for. */
export function createProviderRegistry(
  config: PaymentsConfig,
  deps: {
    db: Db;
    publicUrl: string;
    /** Delivers the sandbox's transfer and refund webhooks (the worker posts them to the api). */
    deliverSandboxWebhook?: SandboxOptions['deliverWebhook'];
  },
): ProviderRegistry {
  const sandbox = config.sandbox
    ? createSandboxProvider({
        db: deps.db,
        secret: config.sandbox.secret,
        publicUrl: deps.publicUrl,
        deliverWebhook: deps.deliverSandboxWebhook,
      })
    : null;
  const adapters: Record<PaymentProvider, PaymentProviderAdapter | null> = {
    paystack: config.paystack ? createPaystackProvider(config.paystack) : null,
    flutterwave: config.flutterwave ? createFlutterwaveProvider(config.flutterwave) : null,
    sandbox,
  };
  return {
    defaultProvider: config.defaultProvider,
    sandbox,
    get(name) {
      const adapter = adapters[name];
      if (!adapter) throw new AppError(503, NOT_CONFIGURED[name]);
      return adapter;
    },
  };
}
