import type { PropertyApplicationItem } from '@ile/shared/contracts/listing-application';
import { useState } from 'react';
import { EmptyState, ErrorState, PageSpinner } from '../../../components/ui/feedback';
import { errorMessage, toast } from '../../../lib/toast';
import { useDeleteApplication } from '../api/delete-application';
import { useMyApplications } from '../api/get-my-applications';
import { usePageParam } from '../hooks/use-page-param';
import { ApplicationsTable } from './applications-table';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import styles from './manage.module.css';
import { Pagination } from './pagination';

export function MyApplications({ userId }: { userId: string }) {
  const [page, setPage] = usePageParam();
  const applications = useMyApplications(userId, page);
  const remove = useDeleteApplication();
  const [target, setTarget] = useState<PropertyApplicationItem | null>(null);

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
  if (applications.isPending) body = <PageSpinner label="Loading your applications" />;
  else if (applications.isError)
    body = (
      <ErrorState message={errorMessage(applications.error)} onRetry={() => void applications.refetch()} />
    );
  else if (applications.data.propertyApplications.length === 0)
    body = <EmptyState title="No Applications Found" />;
  else
    body = (
      <>
        <div className={styles.tableWrap} aria-busy={applications.isFetching || undefined}>
          <ApplicationsTable applications={applications.data.propertyApplications} onDelete={setTarget} />
        </div>
        <Pagination
          page={page}
          totalPages={applications.data.totalPages}
          onPage={setPage}
          label="Applications pages"
        />
      </>
    );

  return (
    <>
      {body}
      <ConfirmDeleteDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        question="Are you sure you want to delete this pending application?"
        note="Listing application records and data will be deleted permanently and cannot be recovered."
        confirmLabel="Delete Application"
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
