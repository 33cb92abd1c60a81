import { DURATION_OPTIONS } from '@ile/shared/constants/listing-options';
import { labelOf } from '@ile/shared/constants/option';
import { formatPrice } from '@ile/shared/helpers/format-price';
import type { RaRecord } from 'react-admin';

/** '₦1,500,000 per year', as the site shows it. */
export function formatListingPrice(record: RaRecord): string {
  const price = formatPrice(record.price, record.currency);
  return record.duration ? `${price} ${labelOf(DURATION_OPTIONS, record.duration)}` : price;
}
