import { DURATION_OPTIONS, type Duration } from '@ile/shared/constants/listing-options';
import { labelOf } from '@ile/shared/constants/option';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { useCurrency } from '../../lib/currency';

/**
 * A listing price in the visitor's currency with its duration ('₦1,500,000 per year'). When that is not the
 * listing's own currency the listing's price shows beside the converted one ('$955 · Le 21,700 per year'), so a
 * visitor sees what the owner asks before the payment page. '...' without a rate.
 */
export function Price({
  amount,
  currency,
  duration,
  className,
}: {
  amount: number;
  currency: string;
  duration?: Duration;
  className?: string;
}) {
  const { format, converts } = useCurrency();
  return (
    <span className={className}>
      <strong>{format(amount, currency)}</strong>
      {converts(currency) && <span title="The listing's own price"> · {formatPrice(amount, currency)}</span>}
      {duration && <span> {labelOf(DURATION_OPTIONS, duration)}</span>}
    </span>
  );
}
