import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState, ErrorState, PageSpinner } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage, toast } from '../../../lib/toast';
import styles from './manage.module.css';

export interface PagedRecordsText {
  loading: string;
  empty: string;
  pages: string;
  /** The delete dialog's question, the note under it, and its confirm button. */
  question: string;
  note: string;
  confirm: string;
}

/**
 * One page of the owner's records as a table (spinner, error with retry, empty), the pages under it, and
 * deleting a record after a confirmation: the listings and the applications of the manage area.
 */
export function PagedRecords<Data extends { totalPages: number }, Row extends { id: string }>({
  query,
  rowsOf,
  page,
  onPage,
  remove,
  text,
  renderTable,
}: {
  query: UseQueryResult<Data>;
  rowsOf: (data: Data) => Row[];
  page: number;
  onPage: (page: number) => void;
  /** Deletes by id and answers the server's confirmation. */
  remove: UseMutationResult<string, unknown, string>;
  text: PagedRecordsText;
  renderTable: (rows: Row[], onDelete: (row: Row) => void) => ReactNode;
}) {
  const [target, setTarget] = useState<Row | null>(null);

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

  let body: ReactNode;
  if (query.isPending) body = <PageSpinner label={text.loading} />;
  else if (query.isError)
    body = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (rowsOf(query.data).length === 0) body = <EmptyState title={text.empty} />;
  else
    body = (
      <>
        <div className={styles.tableWrap} aria-busy={query.isFetching || undefined}>
          {renderTable(rowsOf(query.data), setTarget)}
        </div>
        <Pagination
          page={page}
          totalPages={query.data.totalPages}
          onChange={onPage}
          compact
          label={text.pages}
        />
      </>
    );

  return (
    <>
      {body}
      <ConfirmDeleteDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        question={text.question}
        note={text.note}
        confirmLabel={text.confirm}
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
