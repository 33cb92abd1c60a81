import type { PropertyApplicationItem } from '@ile/shared/contracts/listing-application';
import { truncate } from '@ile/shared/helpers/truncate';
import { IconButton } from '../../../components/ui/button';
import { TrashIcon } from '../../../components/ui/icons';
import { formatDate } from './listings-table';
import styles from './manage.module.css';
import { StatusBadge } from './status-badge';

/** My Listing Applications: only a pending application can be withdrawn. */
export function ApplicationsTable({
  applications,
  onDelete,
}: {
  applications: PropertyApplicationItem[];
  onDelete: (application: PropertyApplicationItem) => void;
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Application ID</th>
          <th scope="col">Application Date</th>
          <th scope="col">Title</th>
          <th scope="col">Status</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => (
          <tr key={application.id}>
            <td data-label="Application ID" className={styles.mono} title={application.id}>
              {truncate(application.id, 10)}
            </td>
            <td data-label="Application Date">{formatDate(application.createdAt)}</td>
            <td data-label="Title" title={application.title}>
              {truncate(application.title, 25)}
            </td>
            <td data-label="Status">
              <StatusBadge status={application.status} />
            </td>
            <td data-label="Action">
              {application.status === 'pending' ? (
                <IconButton
                  label={`Delete application ${application.title}`}
                  onClick={() => onDelete(application)}
                >
                  <TrashIcon />
                </IconButton>
              ) : (
                <span className="muted">
                  <span aria-hidden>—</span>
                  <span className="visually-hidden">Decided applications cannot be deleted</span>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
