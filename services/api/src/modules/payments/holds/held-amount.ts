import { type Category, type HoldPurpose, type ListingCurrency, toMinorUnits } from '@ile/shared';

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
  /**
   * A rental's whole cost of moving in, minor units (`properties.move_in_total`, kept equal to
   * `computeMoveInCost` by the database); null when the owner has not said how much rent they require ahead.
   */
  move_in_total: number | null;
}

/**
 * The one place that says how much a listing's payment holds (docs/payments.md, "Held payments"). Rentals,
 * leases, shared and hostel rooms: the move-in amount, the rent the owner requires in advance plus every
 * charge of the "To move in" breakdown; a rental whose owner has not stated its move-in costs holds one rent
 * period (its price). Sales: never the price, only the owner's refundable reservation deposit; null when none.
 */
export function heldAmountForListing(listing: PayableListing): HeldAmount | null {
  if (listing.category === 'sale') {
    if (!listing.reservation_deposit) return null;
    return { purpose: 'sale_reservation', amount: listing.reservation_deposit, currency: listing.currency };
  }
  const amount = listing.move_in_total ?? toMinorUnits(listing.price);
  return { purpose: 'move_in', amount, currency: listing.currency };
}
