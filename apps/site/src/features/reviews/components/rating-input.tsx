import { RATING_MAX, RATING_MIN } from '@ile/shared/constants/reviews';
import { useId } from 'react';
import styles from './reviews.module.css';
import { StarIcon } from './stars';

const VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * Rating 1–5 as a real radio group: arrow keys move between stars, each star is announced as
 * "N stars"; hovering previews the choice (CSS only).
 */
export function RatingInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const shown = value ?? 0;
  return (
    <fieldset
      className={styles.picker}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>Your rating</legend>
      {/* Hovering previews the choice in CSS; the radios carry it for keyboard and touch. */}
      <div className={styles.choices}>
        {VALUES.map((rating) => (
          <label
            key={rating}
            className={[styles.choice, rating <= shown && styles.lit].filter(Boolean).join(' ')}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={`${rating} ${rating === 1 ? 'star' : 'stars'}`}
            />
            <StarIcon size={28} filled={rating <= shown} />
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} role="alert" style={{ color: 'var(--danger)', fontSize: 'var(--text-sm)' }}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
