import type { Executor, PaymentHold } from '@ile/db';
import { findSeekersViewing } from '@ile/db/repositories/viewings.repository';
import { liveViewingFeeHold } from '@ile/db/viewings/viewing-fees';
import type { ListingCurrency } from '@ile/shared';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import type { HeldAmount } from './held-amount';

// Paying a viewing's fee through `POST /payments/initialize` with `viewingId` (docs/viewings.md, "The viewing
// fee"): the amount is the viewing's own (set from the owner's hours when it was booked), never the client's.

export type ViewingFeeToPay =
  | { kind: 'new'; held: HeldAmount; viewingId: string }
  /** A checkout of this fee is already open: the payer is sent back to it, so paying twice charges once. */
  | { kind: 'open'; hold: PaymentHold };

export async function viewingFeeToPay(
  db: Executor,
  payerId: string,
  viewingId: string,
  propertyId: string,
): Promise<ViewingFeeToPay> {
  const viewing = await findSeekersViewing(db, viewingId, payerId);
  // Someone else's viewing is as unknown as a missing one.
  if (!viewing || viewing.property_id !== propertyId) throw new NotFoundError('No such viewing');
  if (viewing.fee_amount === null || viewing.fee_currency === null)
    throw new ConflictError('This viewing has no fee to pay');
  const live = await liveViewingFeeHold(db, viewingId);
  if (live?.state === 'awaiting_payment' && live.checkout_url) return { kind: 'open', hold: live };
  if (live) throw new ConflictError('The viewing fee is already paid');
  if (viewing.status !== 'requested')
    throw new ConflictError(`This viewing is ${viewing.status}; its fee can no longer be paid`);
  return {
    kind: 'new',
    viewingId,
    held: {
      purpose: 'viewing_fee',
      amount: Number(viewing.fee_amount),
      currency: viewing.fee_currency as ListingCurrency,
    },
  };
}

/** The constraint that keeps one live fee hold per viewing: its violation means another "Pay" won the race. */
export const isSecondLiveFeeHold = (error: unknown): boolean =>
  (error as { code?: string }).code === '23P01' &&
  (error as { constraint?: string }).constraint === 'payment_holds_one_live_viewing_fee';
