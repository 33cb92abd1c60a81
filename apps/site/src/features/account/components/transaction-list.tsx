import { MESSAGES } from '@ile/shared/constants/messages';
import type { Transaction } from '@ile/shared/contracts/payment';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { formatDateTime } from '@ile/shared/helpers/locale-format';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/toast';
import { useTransactions } from '../api/list-transactions';
import styles from './account.module.css';
import { StatusBadge } from './status-badge';

/** The charge's status, except that a successful payment refunded from its hold says so. */
function TransactionStatus({ transaction }: { transaction: Transaction }) {
  if (transaction.refund === 'refunded') return <StatusBadge status="refunded" label="Refunded" />;
  if (transaction.refund === 'pending') return <StatusBadge status="processing" label="Being refunded" />;
  return <StatusBadge status={transaction.status} />;
}

function TransactionItem({ transaction }: { transaction: Transaction }) {
  const title = transaction.subject ?? 'Payment';
  return (
    <li className={styles.transaction}>
      <div className={styles.transactionText}>
        <p className={styles.transactionTitle}>
          {transaction.property_id ? <Link to={`/property/${transaction.property_id}`}>{title}</Link> : title}
        </p>
        <p className={styles.meta}>
          <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at)}</time> · Ref{' '}
          {transaction.reference}
        </p>
      </div>
      <div className={styles.transactionAmount}>
        <strong>{formatPrice(transaction.amount, transaction.currency)}</strong>
        <TransactionStatus transaction={transaction} />
      </div>
    </li>
  );
}

/** The user's transactions with status, amount and date; `size` rows a page, paged when `onPageChange`. */
export function TransactionList({
  page = 1,
  size = 10,
  onPageChange,
}: {
  page?: number;
  size?: number;
  onPageChange?: (page: number) => void;
}) {
  const list = useTransactions(page, size);
  if (list.isPending) {
    return (
      <div aria-busy="true" className={styles.skeletons}>
        <p className="visually-hidden" role="status">
          Loading transactions
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={56} />
        ))}
      </div>
    );
  }
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.transactions.length === 0) return <EmptyState title={MESSAGES.account.noTransactions} />;
  return (
    <>
      <ul className={styles.list} aria-label="Transactions">
        {list.data.transactions.map((transaction) => (
          <TransactionItem key={transaction.id} transaction={transaction} />
        ))}
      </ul>
      {onPageChange && (
        <Pagination
          page={page}
          totalPages={list.data.totalPages}
          onChange={onPageChange}
          label="Transaction pages"
        />
      )}
    </>
  );
}
