import { DURATION_OPTIONS, type Duration } from '../constants/listing-options';
import { labelOf } from '../constants/option';
import { formatPrice } from './format-price';

/**
 * A listing's price as a line of text in its own currency: '₦4,500,000 per year', 'Le 2,500 per month',
 * '₦85,000,000' for a sale (an 'outright' price needs no word). What link previews and search engines read.
 */
export function listingPriceText(amount: number | string, currency: string, duration: Duration): string {
  const price = formatPrice(Number(amount), currency);
  return duration === 'outright' ? price : `${price} ${labelOf(DURATION_OPTIONS, duration)}`;
}

/** 'Lekki, Lagos'; the state or district alone when the listing names no city. */
export function listingPlace(city: string | null | undefined, state: string): string {
  return [city?.trim(), state].filter(Boolean).join(', ');
}
