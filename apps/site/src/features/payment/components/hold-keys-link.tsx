import { HOLD_TRANSACTIONS_PAGE_PATH } from '@ile/shared/constants/payments';
import type { HoldLinkPreview } from '@ile/shared/contracts/payment';
import { formatMinorAmount } from '@ile/shared/helpers/format-price';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/feedback';
import { OutcomeCard } from '../../../components/ui/outcome-card';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/toast';
import { useConfirmHoldKeys, useHoldKeysPreview } from '../api/hold-keys-link';
import styles from './payment.module.css';

export const KEYS_LINK_INVALID = 'This link is not valid';

const STATE_NOW: Partial<Record<HoldLinkPreview['state'], string>> = {
  release_pending: 'Release requested: Ile is paying the owner.',
  released: 'Released: the owner has been paid.',
  disputed: 'This payment is disputed: Ile’s support team will decide it.',
  refund_pending: 'Ile is refunding this payment to you.',
  refunded: 'This payment was refunded to you.',
};

const transactions = (
  <ButtonLink to={HOLD_TRANSACTIONS_PAGE_PATH} variant="secondary">
    See your payments
  </ButtonLink>
);

/**
 * /payments/keys?token=…: the emailed one-tap "I have the keys" link. Opening it only shows what the tap
 * will do (a mail scanner that opens links moves no money); the tenant's tap on the button releases the
 * held money to the owner, exactly like "I have the keys" on the transactions page. No sign-in needed.
 */
export function HoldKeysLink({ token }: { token: string | null }) {
  const preview = useHoldKeysPreview(token);
  const confirm = useConfirmHoldKeys(token ?? '');

  const status = preview.error instanceof ApiError ? preview.error.status : undefined;
  if (!token || status === 404 || status === 400)
    return (
      <OutcomeCard
        failed
        title={KEYS_LINK_INVALID}
        lead="Check that the whole link from the email was opened, or confirm from your payments page."
        actions={transactions}
      />
    );
  if (preview.isError)
    return (
      <OutcomeCard
        failed
        title="We could not open this link"
        lead={errorMessage(preview.error)}
        actions={
          <>
            <Button onClick={() => void preview.refetch()}>Try again</Button>
            {transactions}
          </>
        }
      />
    );
  if (preview.isPending) return <PageSpinner label="Opening your payment" />;

  const hold = preview.data;
  const amount = formatMinorAmount(hold.amount, hold.currency);
  const owner = hold.payee_name ?? 'the owner';
  const title = hold.property_title ? `“${hold.property_title}”` : 'your new home';
  if (confirm.isSuccess || !hold.can_confirm)
    return (
      <OutcomeCard
        title={confirm.isSuccess ? 'Thank you: Ile is paying the owner' : 'Nothing left to confirm'}
        failed={!confirm.isSuccess && hold.state !== 'release_pending' && hold.state !== 'released'}
        lead={
          <span role="status" data-hold-state={hold.state}>
            {STATE_NOW[hold.state] ?? 'This payment can no longer change from this link.'}
          </span>
        }
        actions={transactions}
      />
    );
  return (
    <OutcomeCard
      title="Do you have the keys?"
      lead={`Ile holds your ${amount} for ${title}. Tap the button only once you have the keys: Ile then releases ${amount} to ${owner}.`}
      actions={
        <>
          <Button className={styles.keysButton} loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {`I have the keys — release ${amount} to ${owner}`}
          </Button>
          {transactions}
        </>
      }
    >
      <p>If something is wrong, do not tap: open a dispute from your payments page instead.</p>
      {confirm.isError && (
        <p role="alert">
          {confirm.error instanceof ApiError && confirm.error.status === 410
            ? 'This link has already been used, or the payment has moved on.'
            : errorMessage(confirm.error)}
        </p>
      )}
    </OutcomeCard>
  );
}
