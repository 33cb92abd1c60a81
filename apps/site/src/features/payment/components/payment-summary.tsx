import { CURRENCY_NAMES } from '@ile/shared/constants/currencies';
import { DURATION_OPTIONS } from '@ile/shared/constants/listing-options';
import { labelOf } from '@ile/shared/constants/option';
import { PAYMENT_CONTACT_PROMISE } from '@ile/shared/constants/payments';
import type { Property } from '@ile/shared/contracts/property';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/feedback';
import { ClockIcon, LockIcon } from '../../../components/ui/icons';
import { useCurrency } from '../../../lib/currency';
import styles from './payment.module.css';

/**
 * The amount due, in the listing's own currency (what the provider charges), with the visitor's display
 * currency beside it as a guide, and the button that starts the checkout.
 */
export function PaymentSummary({
  property,
  busy,
  onPay,
}: {
  property: Property;
  busy: boolean;
  onPay: () => void;
}) {
  const { currency: display, format, converts } = useCurrency();
  const price = formatPrice(property.price, property.currency);
  const payable = property.status === 'published';
  return (
    <aside className={`${styles.card} ${styles.due}`} aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className={styles.cardTitle}>
        Payment summary
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>Currency</dt>
          <dd>
            {CURRENCY_NAMES[property.currency]} ({property.currency})
          </dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{price}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{labelOf(DURATION_OPTIONS, property.duration)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total due now</dt>
          <dd>{price}</dd>
        </div>
      </dl>
      {converts(property.currency) && (
        <p className={styles.converted}>
          About {format(property.price, property.currency)} in {display}. You are charged in{' '}
          {property.currency}.
        </p>
      )}
      {payable ? (
        <Button block loading={busy} onClick={onPay}>
          {!busy && <LockIcon size={18} />}
          Pay securely now
        </Button>
      ) : (
        <p className={styles.closed} role="status">
          This listing is not open for payment at the moment.
        </p>
      )}
      <p className={styles.note}>
        <ClockIcon size={18} />
        <span>
          After you pay, the owner or agent will contact you within {PAYMENT_CONTACT_PROMISE.summary} to
          arrange the next steps.
        </span>
      </p>
    </aside>
  );
}

export function PaymentSummarySkeleton() {
  return (
    <div className={`${styles.card} ${styles.due}`} aria-hidden>
      <Skeleton width="60%" height={24} />
      <Skeleton height={96} />
      <Skeleton height={44} radius="var(--radius)" />
    </div>
  );
}
