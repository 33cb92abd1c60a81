import type { Executor } from '@ile/db';
import { lockOpenHoldsOfListing } from '@ile/db/repositories/hold-disputes.repository';
import { moveHold } from '@ile/db/repositories/payment-holds.repository';

export interface ListingHoldsRefunded {
  /** Held or disputed: the payer is refunded in full (the worker asks the provider). */
  refunded: string[];
  /** Never paid: the checkout is cancelled. */
  cancelled: string[];
}

/**
 * Staff found a listing fraudulent (docs/payments.md, "Held payments"): every payment Ile holds for it goes
 * back to its payer, in the caller's transaction and by the staff member, with the reason. Held and disputed
 * holds move to refund_pending (the refund job pays, the hold-notice job tells both parties); a checkout
 * still awaiting payment is cancelled. Money already released or being released is not Ile's to take back.
 */
export async function refundHoldsOfListing(
  trx: Executor,
  propertyId: string,
  staff: { id: string },
  reason: string,
): Promise<ListingHoldsRefunded> {
  const result: ListingHoldsRefunded = { refunded: [], cancelled: [] };
  for (const hold of await lockOpenHoldsOfListing(trx, propertyId)) {
    const unpaid = hold.state === 'awaiting_payment';
    const moved = await moveHold(trx, {
      holdId: hold.id,
      from: [hold.state],
      to: unpaid ? 'cancelled' : 'refund_pending',
      actor: 'staff',
      actorId: staff.id,
      reason,
      set: unpaid ? {} : { decision_reason: reason, decided_by: staff.id, decided_at: new Date() },
    });
    if (moved) result[unpaid ? 'cancelled' : 'refunded'].push(hold.id);
  }
  return result;
}
