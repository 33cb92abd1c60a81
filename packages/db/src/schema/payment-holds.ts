import type { HoldActor, HoldPurpose, HoldState, PaymentProvider } from '@ile/shared';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/** `date NULL`, as 'YYYY-MM-DD'. */
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * Money Ile holds for one payment (docs/payments.md, "Held payments"): paid in through `transaction_id`,
 * then released to the payee or refunded to the payer. Amounts in minor units (kobo, cents).
 */
export interface PaymentHoldsTable {
  id: UuidId;
  purpose: HoldPurpose;
  property_id: string | null;
  subject_id: string | null;
  payer_id: string | null;
  payee_id: string | null;
  amount: number;
  currency: string;
  provider: PaymentProvider;
  transaction_id: string;
  transaction_reference: string;
  state: Generated<HoldState>;
  move_in_date: NullableDate;
  lapses_at: NullableTimestamp;
  release_after: NullableTimestamp;
  dispute_reason: string | null;
  payee_statement: string | null;
  disputed_at: NullableTimestamp;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  provider_payout_id: string | null;
  payout_failure: string | null;
  settled_at: NullableTimestamp;
  /** When the move-in date's keys reminder was claimed by the sweep (once per hold). */
  keys_reminded_at: NullableTimestamp;
  /** The provider's checkout for this payment, handed back when the payer asks to pay again. */
  checkout_url: string | null;
  checkout_access_code: string | null;
  /** The secret the hold's one-tap email links are signed with (database default, random). */
  link_key: Generated<Buffer>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PaymentHoldEventsTable {
  id: Generated<number>;
  hold_id: string;
  from_state: HoldState | null;
  to_state: HoldState;
  actor: HoldActor;
  actor_id: string | null;
  reason: string | null;
  at: DefaultTimestamp;
}

export type LedgerMovement = 'paid' | 'released' | 'refunded';
export type LedgerAccount = 'payer' | 'holding' | 'payee';

/** One side of a movement of money: debits negative, credits positive; each movement sums to zero. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  hold_id: string;
  movement: LedgerMovement;
  account: LedgerAccount;
  amount: number;
  currency: string;
  at: DefaultTimestamp;
}

/** `ledger_hold_balances`, a view: per hold, what was paid, is held, was released and refunded. */
export interface LedgerHoldBalancesView {
  hold_id: string;
  state: HoldState;
  amount: number;
  currency: string;
  paid: number;
  held: number;
  released: number;
  refunded: number;
  net: number;
}

/** `sandbox.payouts`: the sandbox provider's side of a transfer or refund, keyed by our reference. */
export interface SandboxPayoutsTable {
  reference: string;
  kind: 'transfer' | 'refund';
  amount: number;
  currency: string;
  destination: string;
  status: 'success' | 'failed';
  created_at: DefaultTimestamp;
}

export type SandboxFaultMode = 'timeout_after' | 'unavailable' | 'fail';

/** `sandbox.faults`: the next `remaining` calls of an operation misbehave (tests, chaos). */
export interface SandboxFaultsTable {
  operation: 'transfer' | 'refund';
  mode: SandboxFaultMode;
  remaining: number;
}

export type PaymentHold = Selectable<PaymentHoldsTable>;
export type NewPaymentHold = Insertable<PaymentHoldsTable>;
export type PaymentHoldEvent = Selectable<PaymentHoldEventsTable>;
export type LedgerEntry = Selectable<LedgerEntriesTable>;
export type LedgerHoldBalance = Selectable<LedgerHoldBalancesView>;
export type SandboxPayout = Selectable<SandboxPayoutsTable>;
