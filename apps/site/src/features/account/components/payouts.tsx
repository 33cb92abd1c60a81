import { formatDate } from '@ile/shared/helpers/locale-format';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState, Skeleton } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/toast';
import { usePayoutAccount } from '../api/payout-account';
import styles from './account.module.css';
import { PayoutForm } from './payout-form';
import { StatusBadge } from './status-badge';

/** The Payouts tab: the bank account an owner or agent is paid into, and a way to set or change it. */
export function Payouts() {
  const account = usePayoutAccount();
  const [changing, setChanging] = useState(false);

  if (account.isPending) return <Skeleton height={120} />;
  if (account.isError) {
    return <ErrorState message={errorMessage(account.error)} onRetry={() => void account.refetch()} />;
  }
  const saved = account.data;
  return (
    <div className={styles.card}>
      <h2>Payout account</h2>
      <p className="muted">
        When a tenant or buyer pays for one of your listings through Ile, the money is paid into this account.
      </p>
      {saved && !changing ? (
        <>
          <dl className={styles.details}>
            <dt>Bank</dt>
            <dd>{saved.bank_name}</dd>
            <dt>Account name</dt>
            <dd>{saved.account_name ?? 'Not confirmed yet'}</dd>
            <dt>Account number</dt>
            <dd>
              <span className="visually-hidden">ending in </span>•••• {saved.account_number_last4}
            </dd>
            <dt>Status</dt>
            <dd>
              {saved.verified_at ? (
                <StatusBadge status="successful" label={`Confirmed ${formatDate(saved.verified_at)}`} />
              ) : (
                <StatusBadge status="pending" label="Awaiting confirmation" />
              )}
            </dd>
          </dl>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            Change payout account
          </Button>
        </>
      ) : (
        <PayoutForm
          onDone={() => setChanging(false)}
          onCancel={saved ? () => setChanging(false) : undefined}
        />
      )}
    </div>
  );
}
