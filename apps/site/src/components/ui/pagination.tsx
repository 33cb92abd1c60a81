import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './pagination.module.css';

/** Previous / next through numbered pages; hidden when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onChange,
  label = 'Pages',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon size={16} /> Previous
      </Button>
      <span className={styles.status} aria-current="page">
        Page {page} of {totalPages}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next <ChevronRightIcon size={16} />
      </Button>
    </nav>
  );
}
