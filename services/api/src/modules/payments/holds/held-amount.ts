import type { Category, HoldPurpose, ListingCurrency } from '@ile/shared';
import { toMinorUnits } from '../providers/provider';

/** What a listing's "Pay through Ile" button pays into protection; the amount in minor units. */
export interface HeldAmount {
  purpose: HoldPurpose;
  amount: number;
  currency: ListingCurrency;
}

export interface PayableListing {
  category: Category;
  /** In major units, as listings store it. */
  price: number;
  currency: ListingCurrency;
  /** A sale's reservation deposit in minor units; null when the owner offers none. */
  reservation_deposit: number | null;
}

/**
 * The one place that says how much a listing's payment holds (docs/payments.md, "Held payments"). Rentals,
 * leases, shared and hostel rooms: the move-in amount, today the first rent period (the listing's price).
 * Sales: never the price, only the owner's refundable reservation deposit; null when there is none.
 */
export function heldAmountForListing(listing: PayableListing): HeldAmount | null {
  if (listing.category === 'sale') {
    if (!listing.reservation_deposit) return null;
    return { purpose: 'sale_reservation', amount: listing.reservation_deposit, currency: listing.currency };
  }
  return { purpose: 'move_in', amount: toMinorUnits(listing.price), currency: listing.currency };
}
