import type { ManagedProperty } from '@ile/shared/contracts/management';
import { useState } from 'react';
import { EmptyState, ErrorState, PageSpinner } from '../../../components/ui/feedback';
import { errorMessage, toast } from '../../../lib/toast';
import { useDeleteProperty } from '../api/delete-property';
import { useMyListings } from '../api/get-my-listings';
import { usePageParam } from '../hooks/use-page-param';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ListingsTable } from './listings-table';
import styles from './manage.module.css';
import { Pagination } from './pagination';

export function MyListings({ userId }: { userId: string }) {
  const [page, setPage] = usePageParam();
  const listings = useMyListings(userId, page);
  const remove = useDeleteProperty();
  const [target, setTarget] = useState<ManagedProperty | null>(null);

  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (message) => {
        toast.success(message);
        setTarget(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  let body: React.ReactNode;
  if (listings.isPending) body = <PageSpinner label="Loading your listings" />;
  else if (listings.isError)
    body = <ErrorState message={errorMessage(listings.error)} onRetry={() => void listings.refetch()} />;
  else if (listings.data.agentListings.length === 0) body = <EmptyState title="No Listings Found" />;
  else
    body = (
      <>
        <div className={styles.tableWrap} aria-busy={listings.isFetching || undefined}>
          <ListingsTable listings={listings.data.agentListings} onDelete={setTarget} />
        </div>
        <Pagination
          page={page}
          totalPages={listings.data.totalPages}
          onPage={setPage}
          label="Listings pages"
        />
      </>
    );

  return (
    <>
      {body}
      <ConfirmDeleteDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        question="Are you sure you want to delete this property?"
        note="Property records and data will be deleted permanently and cannot be recovered."
        confirmLabel="Delete property"
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
