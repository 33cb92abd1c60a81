import { CLAMP_MIN_CHARACTERS } from '@ile/shared/constants/ui';
import type { PropertyApplicationItem } from '@ile/shared/contracts/listing-application';
import { formatDate } from '@ile/shared/helpers/locale-format';
import { IconButton } from '../../../components/ui/button';
import { ClampedText } from '../../../components/ui/clamped-text';
import { TrashIcon } from '../../../components/ui/icons';
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
          <th scope="col">Title</th>
          <th scope="col">Application Date</th>
          <th scope="col">Status</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => (
          <tr key={application.id}>
            <td data-label="Title" className={styles.titleCell}>
              <ClampedText text={application.title} lines={2} minChars={CLAMP_MIN_CHARACTERS.tableTitle} />
            </td>
            <td data-label="Application Date">{formatDate(application.createdAt)}</td>
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
