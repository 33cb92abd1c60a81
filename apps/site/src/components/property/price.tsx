import { DURATION_OPTIONS, type Duration } from '@ile/shared/constants/listing-options';
import { labelOf } from '@ile/shared/constants/option';
import { useCurrency } from '../../lib/currency';

/** A listing price in the visitor's currency with its duration ('₦1,500,000 per year'); '...' without a rate. */
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
  const { format } = useCurrency();
  return (
    <span className={className}>
      <strong>{format(amount, currency)}</strong>
      {duration && <span> {labelOf(DURATION_OPTIONS, duration)}</span>}
    </span>
  );
}
