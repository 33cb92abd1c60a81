import { TrendingDownIcon } from '../ui/icons';
import { badgeDate } from '../ui/verification-badges';
import styles from './price-reduced-badge.module.css';

/**
 * "Price reduced": the listing's price went down within the last 14 days (the api sends the date only then).
 * The date is in its title and read out after the label. Nothing is drawn otherwise.
 */
export function PriceReducedBadge({
  at,
  compact = false,
}: {
  at: string | null | undefined;
  compact?: boolean;
}) {
  if (!at) return null;
  const day = badgeDate(at);
  return (
    <span className={`${styles.badge} ${compact ? styles.compact : ''}`} title={`Price reduced on ${day}`}>
      <TrendingDownIcon size={compact ? 12 : 14} />
      <span>Price reduced</span>
      <span className="visually-hidden"> on {day}</span>
    </span>
  );
}
