import { useDeleteProperty } from '../api/delete-property';
import { useMyListings } from '../api/get-my-listings';
import { usePageParam } from '../hooks/use-page-param';
import { ListingsTable } from './listings-table';
import { PagedRecords } from './paged-records';

export function MyListings({ userId }: { userId: string }) {
  const [page, setPage] = usePageParam();
  return (
    <PagedRecords
      query={useMyListings(userId, page)}
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
      renderTable={(rows, onDelete) => <ListingsTable listings={rows} onDelete={onDelete} />}
    />
  );
}
