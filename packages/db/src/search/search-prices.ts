import { convertPrice, LISTING_CURRENCIES, type ListingCurrency, type RateQuotes } from '@ile/shared';

/** Price bounds in one listing currency, as numeric literals (cents); null for an open end. */
export interface PriceRange {
  min: string | null;
  max: string | null;
}

// Rounded outwards, so a listing priced exactly at a converted bound is never lost to floating point.
const floorCents = (amount: number) => (Math.floor(amount * 100 + 1e-6) / 100).toFixed(2);
const ceilCents = (amount: number) => (Math.ceil(amount * 100 - 1e-6) / 100).toFixed(2);

/**
 * The visitor's bounds (in `currency`) expressed in each listing currency, so NGN and SLE listings are
 * searched together with one index range each. A listing currency the rate table cannot convert into is
 * left out: with no rates only listings in the visitor's own currency can be compared. Undefined when
 * there is no price filter; an empty map when nothing can match.
 */
export function priceRangesFor(
  minPrice: number | undefined,
  maxPrice: number | undefined,
  currency: string,
  quotes: RateQuotes,
): Map<ListingCurrency, PriceRange> | undefined {
  if (minPrice === undefined && maxPrice === undefined) return undefined;
  const ranges = new Map<ListingCurrency, PriceRange>();
  for (const listingCurrency of LISTING_CURRENCIES) {
    const min =
      minPrice === undefined ? undefined : convertPrice(minPrice, currency, listingCurrency, quotes);
    const max =
      maxPrice === undefined ? undefined : convertPrice(maxPrice, currency, listingCurrency, quotes);
    if (min === null || max === null) continue;
    ranges.set(listingCurrency, {
      min: min === undefined ? null : floorCents(min),
      max: max === undefined ? null : ceilCents(max),
    });
  }
  return ranges;
}

/**
 * US dollars per unit of each listing currency (numeric literals), or null when the table has no quote:
 * price sorts compare listings across currencies by `price * factor`; unconvertible ones sort last.
 */
export function usdFactors(quotes: RateQuotes): Record<ListingCurrency, string | null> {
  const factors = {} as Record<ListingCurrency, string | null>;
  for (const currency of LISTING_CURRENCIES) {
    const factor = convertPrice(1, currency, 'USD', quotes);
    factors[currency] = factor === null || factor <= 0 ? null : String(factor);
  }
  return factors;
}
