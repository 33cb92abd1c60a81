import { useDeleteApplication } from '../api/delete-application';
import { useMyApplications } from '../api/get-my-applications';
import { usePageParam } from '../hooks/use-page-param';
import { ApplicationsTable } from './applications-table';
import { PagedRecords } from './paged-records';

export function MyApplications({ userId }: { userId: string }) {
  const [page, setPage] = usePageParam();
  return (
    <PagedRecords
      query={useMyApplications(userId, page)}
      rowsOf={(data) => data.propertyApplications}
      page={page}
      onPage={setPage}
      remove={useDeleteApplication()}
      text={{
        loading: 'Loading your applications',
        empty: 'No Applications Found',
        pages: 'Applications pages',
        question: 'Are you sure you want to delete this pending application?',
        note: 'Listing application records and data will be deleted permanently and cannot be recovered.',
        confirm: 'Delete Application',
      }}
      renderTable={(rows, onDelete) => <ApplicationsTable applications={rows} onDelete={onDelete} />}
    />
  );
}
