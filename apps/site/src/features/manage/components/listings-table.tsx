import { CLAMP_MIN_CHARACTERS } from '@ile/shared/constants/ui';
import { LISTING_FIGURES, type ListingFigure, type ManagedProperty } from '@ile/shared/contracts/management';
import { formatDate, formatNumber } from '@ile/shared/helpers/locale-format';
import { Link, useNavigate } from 'react-router';
import { IconButton, IconLink } from '../../../components/ui/button';
import { ClampedText } from '../../../components/ui/clamped-text';
import { ChartIcon, ClockIcon, EditIcon, TrashIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { ListingsOrder } from '../api/get-my-listings';
import { AvailabilityCell } from './availability-cell';
import { FIGURE_LABELS } from './figure-labels';
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

/** Short column names; the full ones are the sort menu's and the headers' titles. */
const SHORT: Record<ListingFigure, string> = {
  views: 'Views',
  saves: 'Saves',
  reveals: 'Reveals',
  enquiries: 'Enquiries',
};

/** A figure's column header: pressing it sorts by the figure, most first, and again least first. */
function FigureHeader({
  figure,
  order,
  onOrder,
}: {
  figure: ListingFigure;
  order: ListingsOrder;
  onOrder: (next: ListingsOrder) => void;
}) {
  const active = order.sort === figure;
  const direction = order.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" className={styles.figure} aria-sort={active ? direction : undefined}>
      <button
        type="button"
        className={styles.sortButton}
        title={`${FIGURE_LABELS[figure]}, last 30 days`}
        onClick={() => onOrder({ sort: figure, order: active && order.order === 'desc' ? 'asc' : 'desc' })}
      >
        {SHORT[figure]}
        {active && <span aria-hidden>{order.order === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );
}

/**
 * My Listings: each row leads with the first picture and the title, then its last 30 days' figures; a row
 * opens the listing; the action icons open its chart, edit it or ask to delete it. An agency's rows for its
 * agents' listings name the agent: editable when the agent lets it, read-only otherwise, never deleted.
 */
export function ListingsTable({
  listings,
  onDelete,
  order,
  onOrder,
}: {
  listings: ManagedProperty[];
  onDelete: (listing: ManagedProperty) => void;
  order: ListingsOrder;
  onOrder: (next: ListingsOrder) => void;
}) {
  const navigate = useNavigate();
  const open = (id: string) => navigate(`/property/${id}`);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Listing</th>
          <th scope="col">Status</th>
          {LISTING_FIGURES.map((figure) => (
            <FigureHeader key={figure} figure={figure} order={order} onOrder={onOrder} />
          ))}
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
                <span className={styles.listingText}>
                  <Link to={`/property/${listing.id}`}>
                    <ClampedText text={listing.title} lines={2} minChars={CLAMP_MIN_CHARACTERS.tableTitle} />
                  </Link>
                  <span className={styles.meta}>
                    {LABELS[listing.category] ?? listing.category} ·{' '}
                    {LABELS[listing.property_type] ?? listing.property_type} · created{' '}
                    {formatDate(listing.createdAt)}
                  </span>
                  {listing.access !== 'own' && (
                    <span className={styles.meta}>
                      Listed by {listing.listedBy} ·{' '}
                      {listing.access === 'shared' ? 'you may edit' : 'view only'}
                    </span>
                  )}
                </span>
              </span>
            </td>
            <td data-label="Status">
              <span className={styles.statusCell}>
                <StatusBadge status={listing.status} />
                {listing.access === 'own' && <AvailabilityCell listing={listing} />}
              </span>
            </td>
            {LISTING_FIGURES.map((figure) => (
              <td key={figure} data-label={`${FIGURE_LABELS[figure]} (30 days)`} className={styles.figure}>
                {formatNumber(listing.last30Days[figure])}
              </td>
            ))}
            <td data-label="Action">
              <span className={styles.actions}>
                <IconLink
                  label={`Performance of ${listing.title}`}
                  to={`/manage/listings/${encodeURIComponent(listing.id)}/performance`}
                >
                  <ChartIcon />
                </IconLink>
                {listing.access === 'own' && (
                  <IconLink
                    label={`Viewing hours of ${listing.title}`}
                    to={`/manage/viewings?listing=${encodeURIComponent(listing.id)}`}
                  >
                    <ClockIcon />
                  </IconLink>
                )}
                {listing.access !== 'team' && (
                  <IconButton
                    label={`Edit ${listing.title}`}
                    onClick={() => navigate(`/manage/edit-listing?id=${encodeURIComponent(listing.id)}`)}
                  >
                    <EditIcon />
                  </IconButton>
                )}
                {listing.access === 'own' && (
                  <IconButton label={`Delete ${listing.title}`} onClick={() => onDelete(listing)}>
                    <TrashIcon />
                  </IconButton>
                )}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
