import { CURRENCY_NAMES } from '@ile/shared/constants/currencies';
import { DURATION_OPTIONS } from '@ile/shared/constants/listing-options';
import { labelOf } from '@ile/shared/constants/option';
import { PAYMENT_CONTACT_PROMISE } from '@ile/shared/constants/payments';
import type { Property } from '@ile/shared/contracts/property';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { useState } from 'react';
import { MoveInCard } from '../../../components/move-in/move-in-card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/feedback';
import { Field, Input } from '../../../components/ui/form';
import { ClockIcon, LockIcon } from '../../../components/ui/icons';
import { useCurrency } from '../../../lib/currency';
import { useReservation } from '../../../lib/reservation';
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
  onPay: (moveInDate?: string) => void;
}) {
  const { currency: display, format, converts } = useCurrency();
  const price = formatPrice(property.price, property.currency);
  const sale = property.category === 'sale';
  // What the server will hold (it decides; this only shows it): the whole move-in amount when the owner stated
  // the costs, else one rent period.
  const moveIn = sale ? null : property.moveIn;
  const heldMajor = moveIn ? moveIn.total / 100 : property.price;
  const held = formatPrice(heldMajor, property.currency);
  const reservation = useReservation(property.id, sale);
  const deposit = reservation.data?.deposit ?? null;
  const depositText = deposit === null ? '' : formatPrice(deposit / 100, property.currency);
  const payable = property.status === 'published' && (!sale || deposit !== null);
  const [moveInDate, setMoveInDate] = useState('');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <aside className={`${styles.card} ${styles.due}`} aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className={styles.cardTitle}>
        {sale ? 'Reserve with a deposit' : 'Move-in amount'}
      </h2>
      {sale ? (
        <>
          <p className={styles.converted}>
            The price itself ({price}) is never paid on Ile: you pay it through your lawyer. Here you pay only
            the owner’s refundable reservation deposit, which Ile holds while your lawyer does the searches.
          </p>
          {deposit !== null && (
            <dl className={styles.lines}>
              <div>
                <dt>Reservation period</dt>
                <dd>{reservation.data?.days} days</dd>
              </div>
              <div className={styles.total}>
                <dt>Held by Ile now</dt>
                <dd>{depositText}</dd>
              </div>
            </dl>
          )}
        </>
      ) : (
        <>
          {moveIn && <MoveInCard moveIn={moveIn} headingId="payment-move-in-heading" />}
          <dl className={styles.lines}>
            <div>
              <dt>Currency</dt>
              <dd>
                {CURRENCY_NAMES[property.currency]} ({property.currency})
              </dd>
            </div>
            {!moveIn && (
              <div>
                <dt>First rent period</dt>
                <dd>
                  {price} {labelOf(DURATION_OPTIONS, property.duration).toLowerCase()}
                </dd>
              </div>
            )}
            <div className={styles.total}>
              <dt>Held by Ile now</dt>
              <dd>{held}</dd>
            </div>
          </dl>
        </>
      )}
      {!sale && converts(property.currency) && (
        <p className={styles.converted}>
          About {format(heldMajor, property.currency)} in {display}. You are charged in {property.currency}.
        </p>
      )}
      {!sale && (
        <Field label="Move-in date agreed with the owner" required>
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              type="date"
              min={today}
              value={moveInDate}
              required
              onChange={(event) => setMoveInDate(event.target.value)}
            />
          )}
        </Field>
      )}
      <p className={styles.converted} data-testid="where-the-money-is">
        {sale
          ? `Ile holds ${depositText || 'the deposit'} until the sale completes; it comes back to you in full if the reservation lapses or the seller withdraws.`
          : `Ile holds ${held} until you confirm you have the keys. With no dispute from you it goes to the owner 72 hours after the move-in date; if the owner cancels you are refunded in full.`}
      </p>
      {payable ? (
        <Button
          block
          className={styles.payButton}
          loading={busy}
          disabled={!sale && !moveInDate}
          onClick={() => onPay(sale ? undefined : moveInDate)}
        >
          {!busy && <LockIcon size={18} />}
          {sale ? 'Pay the deposit into Ile’s protection' : 'Pay the move-in amount through Ile'}
        </Button>
      ) : (
        <p className={styles.closed} role="status">
          {sale && reservation.isSuccess && deposit === null
            ? 'The owner does not take a reservation deposit on Ile. Arrange the purchase through your lawyer.'
            : 'This listing is not open for payment at the moment.'}
        </p>
      )}
      <p className={styles.note}>
        <ClockIcon size={18} />
        <span>
          After you pay, the owner or agent will contact you within {PAYMENT_CONTACT_PROMISE.summary} to
          arrange the next steps. Never pay anyone outside Ile.
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
