import { Button, IconButton } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './pagination.module.css';

/**
 * Previous / next through numbered pages; hidden when everything fits on one page. `compact` draws icon
 * buttons, for under the manage tables.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  label = 'Pages',
  compact = false,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
  compact?: boolean;
}) {
  if (totalPages <= 1) return null;
  const first = page <= 1;
  const last = page >= totalPages;
  return (
    <nav
      className={compact ? `${styles.pagination} ${styles.compact}` : styles.pagination}
      aria-label={label}
    >
      {compact ? (
        <IconButton label="Previous page" disabled={first} onClick={() => onChange(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
      ) : (
        <Button variant="secondary" size="small" disabled={first} onClick={() => onChange(page - 1)}>
          <ChevronLeftIcon size={16} /> Previous
        </Button>
      )}
      <span className={styles.status} aria-current="page" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      {compact ? (
        <IconButton label="Next page" disabled={last} onClick={() => onChange(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      ) : (
        <Button variant="secondary" size="small" disabled={last} onClick={() => onChange(page + 1)}>
          Next <ChevronRightIcon size={16} />
        </Button>
      )}
    </nav>
  );
}
