import type { HoldState } from '@ile/shared/constants/payments';

/** A held payment's state as Support reads it, in the disputes and on a payment's page. */
export const HOLD_STATE_LABELS: Record<HoldState, string> = {
  awaiting_payment: 'Awaiting payment',
  held: 'Held',
  disputed: 'Disputed (open)',
  release_pending: 'Release decided (paying out)',
  released: 'Released',
  refund_pending: 'Refund decided (refunding)',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};
