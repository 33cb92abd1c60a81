import { DURATION_OPTIONS } from '@ile/shared/constants/listing-options';
import { labelOf } from '@ile/shared/constants/option';
import type { ListingRecordFields } from '@ile/shared/contracts/admin/listing-record-fields';
import { formatPrice } from '@ile/shared/helpers/format-price';

type Priced = Pick<ListingRecordFields, 'price' | 'currency' | 'duration'>;

/** '₦1,500,000 per year', as the site shows it. */
export function formatListingPrice(record: Priced): string {
  const price = formatPrice(record.price, record.currency);
  return record.duration ? `${price} ${labelOf(DURATION_OPTIONS, record.duration)}` : price;
}

/** 'Lekki, Lagos, NG': as much of the place as the listing gives. */
export const listingPlace = (record: Pick<ListingRecordFields, 'city' | 'state' | 'country'>) =>
  [record.city, record.state, record.country].filter(Boolean).join(', ');
