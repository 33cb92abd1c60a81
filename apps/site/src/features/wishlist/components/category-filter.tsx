import type { Category } from '@ile/shared/constants/listing-options';
import styles from './saved-properties.module.css';

// The spec's order for this page's filter.
const CHOICES: { value: Category | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'rental', label: 'Rental' },
  { value: 'sale', label: 'Sale' },
  { value: 'lease', label: 'Lease' },
  { value: 'shared', label: 'Shared' },
  { value: 'hostel', label: 'Hostel' },
];

export function CategoryFilter({
  value,
  onChange,
}: {
  value: Category | undefined;
  onChange: (category: Category | undefined) => void;
}) {
  return (
    <fieldset className={styles.filter}>
      <legend className="visually-hidden">Filter by category</legend>
      {CHOICES.map((choice) => (
        <button
          key={choice.label}
          type="button"
          className={styles.chip}
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
