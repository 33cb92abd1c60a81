import type { ListingImportRowReport } from '@ile/shared/contracts/listing-import';
import styles from './listing-import.module.css';

const STATUS_LABELS: Record<ListingImportRowReport['status'], string> = {
  invalid: 'Has errors',
  ready: 'Ready',
  queued: 'Waiting for photos',
  created: 'Sent for review',
  failed: 'Not imported',
};
const STATUS_LOOKS: Partial<Record<ListingImportRowReport['status'], string | undefined>> = {
  invalid: styles.danger,
  failed: styles.danger,
  created: styles.success,
  queued: styles.waiting,
};

function RowDetails({ row }: { row: ListingImportRowReport }) {
  const errors = Object.entries(row.errors);
  if (errors.length > 0)
    return (
      <ul className={styles.errors}>
        {errors.map(([column, messages]) => (
          <li key={column}>
            <code>{column}</code>: {messages.join('; ')}
          </li>
        ))}
      </ul>
    );
  if (row.failure) return <span>{row.failure}</span>;
  return (
    <span className="muted">
      {row.photos} photo{row.photos === 1 ? '' : 's'}
    </span>
  );
}

/** Each row of the file: its status (live while importing) and what is wrong with it, by CSV column. */
export function ImportRowsTable({ rows }: { rows: ListingImportRowReport[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} data-row={row.row} data-status={row.status}>
              <td data-label="Row">{row.row}</td>
              <td data-label="Title" className={styles.title}>
                {row.title ?? <span className="muted">No title</span>}
              </td>
              <td data-label="Status">
                <span className={[styles.badge, STATUS_LOOKS[row.status]].filter(Boolean).join(' ')}>
                  {STATUS_LABELS[row.status]}
                </span>
              </td>
              <td data-label="Details">
                <RowDetails row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
