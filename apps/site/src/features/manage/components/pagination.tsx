import { IconButton } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import styles from './manage.module.css';

/** Previous / next with the position, for the manage tables (10 rows a page). */
export function Pagination({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <IconButton label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <IconButton label="Next page" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </nav>
  );
}
