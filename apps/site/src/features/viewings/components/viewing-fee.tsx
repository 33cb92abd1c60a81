import type { Viewing } from '@ile/shared/contracts/viewings';
import { formatPrice } from '@ile/shared/helpers/format-price';
import styles from './viewings.module.css';

/** What happens to a viewing fee, said before the seeker pays it (docs/viewings.md, "The viewing fee"). */
export function ViewingFeeRules({ fee }: { fee: string }) {
  return (
    <div className={styles.fee} role="note" aria-label="Viewing fee">
      <p>
        <strong>Viewing fee: {fee}.</strong> Ile holds your viewing fee until you have seen the property.
      </p>
      <p className={styles.muted}>
        It goes to the owner 48 hours after the viewing unless you tell us it did not happen. You get it back
        in full if the owner declines, cancels or does not confirm within 24 hours, or if you report that the
        viewing did not happen. If you cancel less than 24 hours before a confirmed viewing, it goes to the
        owner.
      </p>
    </div>
  );
}

const FEE_STATE: Record<NonNullable<Viewing['feeState']>, string> = {
  awaiting_payment: 'not paid yet',
  cancelled: 'not paid',
  held: 'held by Ile',
  disputed: 'held while Ile’s support team decides',
  release_pending: 'being paid to the owner',
  released: 'paid to the owner',
  refund_pending: 'being refunded to the viewer',
  refunded: 'refunded to the viewer',
};

/** "Viewing fee ₦5,000: held by Ile", for either side of a viewing with a fee. */
export function viewingFeeLine(viewing: Viewing): string | null {
  if (viewing.feeAmount === null || !viewing.feeCurrency) return null;
  const amount = formatPrice(viewing.feeAmount / 100, viewing.feeCurrency);
  return `Viewing fee ${amount}: ${viewing.feeState ? FEE_STATE[viewing.feeState] : 'not paid yet'}`;
}
