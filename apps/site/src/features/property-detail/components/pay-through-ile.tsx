import type { Property } from '@ile/shared/contracts/property';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { ButtonLink } from '../../../components/ui/button';
import styles from './property-detail.module.css';

const DAY_MS = 86_400_000;
const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The listing page's one way to pay (docs/payments.md, "Held payments"): a rental's move-in amount through
 * Ile, or a sale's refundable reservation deposit when its owner takes one. A sale's price is never paid on
 * Ile, so a sale without a deposit has no payment button at all.
 */
export function PayThroughIle({ property, now = new Date() }: { property: Property; now?: Date }) {
  const payment = `/property/payment?propertyId=${property.id}`;
  if (property.category !== 'sale') {
    return (
      <>
        <ButtonLink to={payment} block className={styles.payButton}>
          Pay the move-in amount through Ile
        </ButtonLink>
        <p className={styles.heldNote}>Ile holds your payment until you confirm you have the keys.</p>
      </>
    );
  }
  const reservation = property.reservation;
  if (!reservation) {
    return (
      <p className={styles.heldNote}>
        The price of a property for sale is paid through your lawyer, never on Ile. This seller takes no
        reservation deposit on Ile.
      </p>
    );
  }
  const deposit = formatPrice(reservation.deposit / 100, property.currency);
  const lapses = longDate(new Date(now.getTime() + reservation.days * DAY_MS));
  return (
    <>
      <ButtonLink to={payment} block className={styles.payButton}>
        Reserve with a deposit
      </ButtonLink>
      <p className={styles.heldNote}>
        A refundable deposit of {deposit} reserves it for {reservation.days} days. The price itself is paid
        through your lawyer; Ile holds this deposit while your lawyer does the searches, refunded if the
        reservation lapses on {lapses} or the seller withdraws.
      </p>
    </>
  );
}
