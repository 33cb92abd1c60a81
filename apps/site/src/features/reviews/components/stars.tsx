import { RATING_MAX } from '@ile/shared/constants/reviews';
import styles from './reviews.module.css';

export function StarIcon({ size = 18, filled = true }: { size?: number; filled?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
    </svg>
  );
}

const STAR_POSITIONS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** A read-only rating: five stars with the number for screen readers. */
export function Stars({ rating, size }: { rating: number; size?: number }) {
  const rounded = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`${rating} out of ${RATING_MAX} stars`}>
      {STAR_POSITIONS.map((position) => (
        <span key={position} className={position <= rounded ? undefined : styles.off}>
          <StarIcon size={size} />
        </span>
      ))}
    </span>
  );
}
