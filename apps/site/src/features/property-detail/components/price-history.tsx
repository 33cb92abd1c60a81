import type { PriceChange } from '@ile/shared/contracts/property';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { badgeDate } from '../../../components/ui/verification-badges';
import styles from './property-detail.module.css';

/** '−10%' or '+5%', rounded; a change under half a percent says '<1%'. */
function percentChange(change: PriceChange): string {
  const percent = ((change.to - change.from) / change.from) * 100;
  const sign = percent < 0 ? '−' : '+';
  const size = Math.abs(percent);
  return size < 0.5 ? `${sign}<1%` : `${sign}${Math.round(size)}%`;
}

/**
 * The listing's price changes while it was published, newest first, in its own currency (what the owner
 * asked, not a conversion). Not drawn for a listing whose price never changed.
 */
export function PriceHistory({ history }: { history: readonly PriceChange[] }) {
  if (history.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className={styles.sectionTitle}>
        Price history
      </h2>
      <ol className={styles.priceHistory}>
        {history.map((change) => {
          const down = change.to < change.from;
          return (
            <li key={`${change.at}-${change.from}-${change.to}`}>
              <time dateTime={change.at}>{badgeDate(change.at)}</time>
              <span className={styles.priceChange}>
                <s>
                  <span className="visually-hidden">from </span>
                  {formatPrice(change.from, change.currency)}
                </s>{' '}
                <span aria-hidden>→</span>{' '}
                <strong>
                  <span className="visually-hidden">to </span>
                  {formatPrice(change.to, change.currency)}
                </strong>
              </span>
              <span className={down ? styles.priceDown : styles.priceUp}>
                {down ? 'Reduced' : 'Raised'} {percentChange(change)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
