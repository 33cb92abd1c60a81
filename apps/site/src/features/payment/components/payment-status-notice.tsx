import { MESSAGES } from '@ile/shared/constants/messages';
import type { Transaction } from '@ile/shared/contracts/payment';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/toast';
import styles from './payment.module.css';

/**
 * Where a payment stands after checkout. An abandoned checkout says nothing (closing the checkout without
 * paying does nothing, spec §4); a successful one opens the dialog instead.
 */
export function PaymentStatusNotice({
  verification,
  scriptFailed,
}: {
  verification: UseQueryResult<Transaction>;
  scriptFailed: boolean;
}) {
  if (scriptFailed) {
    return (
      <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
        {MESSAGES.payment.scriptLoadFailed}
      </p>
    );
  }
  const { data, isError, error, isFetching, fetchStatus, refetch } = verification;
  if (isError) {
    return (
      <div className={`${styles.notice} ${styles.noticeError}`} role="alert">
        <p>We could not confirm your payment yet: {errorMessage(error)}</p>
        <Button variant="secondary" size="small" loading={isFetching} onClick={() => void refetch()}>
          Check again
        </Button>
      </div>
    );
  }
  if (fetchStatus === 'fetching' && !data) {
    return (
      <p className={styles.notice} role="status">
        <Spinner size={18} label="" />
        Confirming your payment with the provider…
      </p>
    );
  }
  if (data?.status === 'pending') {
    return (
      <div className={styles.notice} role="status">
        <p>
          Your payment is still being confirmed by the provider. This can take a few minutes; we will email
          your receipt as soon as it is confirmed.
        </p>
        <Button variant="secondary" size="small" loading={isFetching} onClick={() => void refetch()}>
          Check again
        </Button>
      </div>
    );
  }
  if (data?.status === 'failed') {
    return (
      <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
        The provider reported that this payment failed. You can try again below.
      </p>
    );
  }
  return null;
}
