import { CLAMP_MIN_CHARACTERS } from '@ile/shared/constants/ui';
import type { ManagedProperty } from '@ile/shared/contracts/management';
import { formatDate } from '@ile/shared/helpers/locale-format';
import { Link, useNavigate } from 'react-router';
import { IconButton } from '../../../components/ui/button';
import { ClampedText } from '../../../components/ui/clamped-text';
import { EditIcon, TrashIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { AvailabilityCell } from './availability-cell';
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

const THUMBNAIL_SIZES = '64px';

/** My Listings: each row leads with the first picture and the title; a row opens the listing; the action icons edit it or ask to delete it. */
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
          <th scope="col">Listing</th>
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
            <td data-label="Listing" className={styles.titleCell}>
              <span className={styles.listing}>
                <ResponsiveImage
                  image={listing.image_set[0]}
                  alt=""
                  sizes={THUMBNAIL_SIZES}
                  className={styles.thumbnail}
                />
                <Link to={`/property/${listing.id}`}>
                  <ClampedText text={listing.title} lines={2} minChars={CLAMP_MIN_CHARACTERS.tableTitle} />
                </Link>
              </span>
            </td>
            <td data-label="Category">{LABELS[listing.category] ?? listing.category}</td>
            <td data-label="Status">
              <span className={styles.statusCell}>
                <StatusBadge status={listing.status} />
                <AvailabilityCell listing={listing} />
              </span>
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
