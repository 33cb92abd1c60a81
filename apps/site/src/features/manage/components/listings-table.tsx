import type { ManagedProperty } from '@ile/shared/contracts/management';
import { truncate } from '@ile/shared/helpers/truncate';
import { Link, useNavigate } from 'react-router';
import { IconButton } from '../../../components/ui/button';
import { EditIcon, TrashIcon } from '../../../components/ui/icons';
import styles from './manage.module.css';
import { StatusBadge } from './status-badge';

const LABELS: Record<string, string> = {
  rental: 'Rental',
  lease: 'Lease',
  sale: 'Sale',
  shared: 'Shared apartment',
  hostel: 'Hostel',
  residential: 'Residential',
  commercial: 'Commercial',
  student: 'Student',
  industrial: 'Industrial',
  land: 'Land',
};

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** My Listings: a row opens the listing; the action icons edit it or ask to delete it. */
export function ListingsTable({
  listings,
  onDelete,
}: {
  listings: ManagedProperty[];
  onDelete: (listing: ManagedProperty) => void;
}) {
  const navigate = useNavigate();
  const open = (id: string) => navigate(`/property/${id}`);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Title</th>
          <th scope="col">Category</th>
          <th scope="col">Status</th>
          <th scope="col">Property type</th>
          <th scope="col">Created</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {listings.map((listing) => (
          <tr
            key={listing.id}
            className={styles.clickable}
            onClick={(event) => {
              if (!(event.target as Element).closest('a, button')) open(listing.id);
            }}
          >
            <td data-label="ID" className={styles.mono} title={listing.id}>
              {truncate(listing.id, 10)}
            </td>
            <td data-label="Title">
              <Link to={`/property/${listing.id}`} title={listing.title}>
                {truncate(listing.title, 25)}
              </Link>
            </td>
            <td data-label="Category">{LABELS[listing.category] ?? listing.category}</td>
            <td data-label="Status">
              <StatusBadge status={listing.status} />
            </td>
            <td data-label="Property type">{LABELS[listing.property_type] ?? listing.property_type}</td>
            <td data-label="Created">{formatDate(listing.createdAt)}</td>
            <td data-label="Action">
              <span className={styles.actions}>
                <IconButton
                  label={`Edit ${listing.title}`}
                  onClick={() => navigate(`/manage/edit-listing?id=${encodeURIComponent(listing.id)}`)}
                >
                  <EditIcon />
                </IconButton>
                <IconButton label={`Delete ${listing.title}`} onClick={() => onDelete(listing)}>
                  <TrashIcon />
                </IconButton>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
