import type { HoldState } from '../constants/payments';
import { formatPrice } from './format-price';

/** Where a viewing fee's money is, in words both sides read (the site's viewings and the worker's notices). */
const FEE_STATE_TEXT: Record<HoldState, string> = {
  awaiting_payment: 'not paid yet',
  cancelled: 'not paid',
  held: 'held by Ile',
  disputed: 'held while Ile’s support team decides',
  release_pending: 'being paid to the owner',
  released: 'paid to the owner',
  refund_pending: 'being refunded to the viewer',
  refunded: 'refunded to the viewer',
};

/** "Viewing fee ₦5,000: held by Ile"; null for a viewing without a fee. */
export function viewingFeeText(
  amount: number | string | null,
  currency: string | null,
  state: HoldState | null | undefined,
): string | null {
  if (amount === null || !currency) return null;
  return `Viewing fee ${formatPrice(Number(amount) / 100, currency)}: ${FEE_STATE_TEXT[state ?? 'awaiting_payment']}`;
}
