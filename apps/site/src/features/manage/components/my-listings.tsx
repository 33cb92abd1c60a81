import { useDeleteProperty } from '../api/delete-property';
import { useMyListings } from '../api/get-my-listings';
import { useListingsOrder } from '../hooks/use-listings-order';
import { usePageParam } from '../hooks/use-page-param';
import { isAvailabilityDue } from './availability-cell';
import { ListingsSort } from './listings-sort';
import { ListingsTable } from './listings-table';
import styles from './manage.module.css';
import { PagedRecords } from './paged-records';

export function MyListings({ userId }: { userId: string }) {
  const [page, setPage] = usePageParam();
  const [order, setOrder] = useListingsOrder();
  return (
    <>
      <ListingsSort order={order} onOrder={setOrder} />
      <PagedRecords
        query={useMyListings(userId, page, order)}
        rowsOf={(data) => data.agentListings}
        page={page}
        onPage={setPage}
        remove={useDeleteProperty()}
        text={{
          loading: 'Loading your listings',
          empty: 'No Listings Found',
          pages: 'Listings pages',
          question: 'Are you sure you want to delete this property?',
          note: 'Property records and data will be deleted permanently and cannot be recovered.',
          confirm: 'Delete property',
        }}
        renderTable={(rows, onDelete) => {
          const due = rows.filter((listing) => isAvailabilityDue(listing)).length;
          return (
            <>
              {due > 0 && (
                <p className={styles.dueBanner} role="status">
                  {due === 1 ? 'One listing here has' : `${due} listings here have`} not been confirmed
                  available for 30 days. Confirm with “Still available”, or mark them let or sold: unconfirmed
                  listings leave search after 45 days.
                </p>
              )}
              <ListingsTable listings={rows} onDelete={onDelete} order={order} onOrder={setOrder} />
            </>
          );
        }}
      />
    </>
  );
}
