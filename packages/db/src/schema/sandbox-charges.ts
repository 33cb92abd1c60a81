import type { Generated, Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Numeric } from './columns';

/** The payer's decision on the checkout page; 'pending' until then. */
export type SandboxChargeStatus = 'pending' | 'paid' | 'cancelled';

/**
 * `sandbox.charges`: the built-in sandbox provider's own side of a payment (what Paystack or Flutterwave
 * would hold), decided on its checkout page. Our record of the payment stays in `transactions`.
 */
export interface SandboxChargesTable {
  reference: string;
  amount: Numeric;
  currency: string;
  /** Shown on the checkout page (the listing's title). */
  description: string | null;
  /** Where the checkout page sends the payer afterwards, as a provider's callback URL. */
  return_url: string;
  status: Generated<SandboxChargeStatus>;
  created_at: DefaultTimestamp;
  decided_at: NullableTimestamp;
}

export type SandboxCharge = Selectable<SandboxChargesTable>;
export type NewSandboxCharge = Insertable<SandboxChargesTable>;
