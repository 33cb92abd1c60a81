import { MANAGED_LISTING_SORTS, type ManagedListingSort } from '@ile/shared/contracts/management';
import type { ListingsOrder } from '../api/get-my-listings';
import { SORT_LABELS } from './figure-labels';
import styles from './manage.module.css';

/** The sort menu above the table: on phones the column headers are hidden, so this is how to sort there. */
export function ListingsSort({
  order,
  onOrder,
}: {
  order: ListingsOrder;
  onOrder: (next: ListingsOrder) => void;
}) {
  return (
    <div className={styles.sortBar}>
      <label className={styles.sortLabel}>
        Sort by
        <select
          value={order.sort}
          onChange={(event) => onOrder({ sort: event.target.value as ManagedListingSort, order: 'desc' })}
        >
          {MANAGED_LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      {order.sort !== 'newest' && (
        <button
          type="button"
          className={styles.orderButton}
          onClick={() => onOrder({ ...order, order: order.order === 'desc' ? 'asc' : 'desc' })}
        >
          {order.order === 'desc' ? 'Most first' : 'Least first'}
        </button>
      )}
      <span className="muted">Figures are for the last 30 days.</span>
    </div>
  );
}
