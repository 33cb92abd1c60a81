import type { Viewing } from '@ile/shared/contracts/viewings';
import { viewingFeeText } from '@ile/shared/helpers/viewing-fee';
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

/** "Viewing fee ₦5,000: held by Ile", for either side of a viewing with a fee. */
export const viewingFeeLine = (viewing: Viewing): string | null =>
  viewingFeeText(viewing.feeAmount, viewing.feeCurrency, viewing.feeState);
