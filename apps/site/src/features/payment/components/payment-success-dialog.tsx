import { MESSAGES } from '@ile/shared/constants/messages';
import { PAYMENT_CONTACT_PROMISE } from '@ile/shared/constants/payments';
import type { Transaction } from '@ile/shared/contracts/payment';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckIcon } from '../../../components/ui/icons';
import styles from './payment.module.css';

/** Shown once the server has verified the payment with the provider (never on the client's word). */
export function PaymentSuccessDialog({
  open,
  onClose,
  transaction,
  sale = false,
}: {
  open: boolean;
  onClose: () => void;
  transaction: Transaction | undefined;
  sale?: boolean;
}) {
  const navigate = useNavigate();
  const amount = transaction ? formatPrice(transaction.amount, transaction.currency) : 'your payment';
  const where = sale
    ? `Ile holds ${amount} while your lawyer does the searches. It goes to the seller when the sale completes, and back to you if the reservation lapses or the seller withdraws.`
    : `Ile holds ${amount} until you confirm you have the keys. If you raise no dispute it goes to the owner 72 hours after your move-in date; if the owner cancels, it comes back to you in full.`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={MESSAGES.payment.successful}
      description={where}
      footer={
        <Button onClick={() => navigate('/account/payment/transactions')}>See it in your transactions</Button>
      }
    >
      <div className={styles.success}>
        <span className={styles.successIcon} aria-hidden>
          <CheckIcon size={28} />
        </span>
        {transaction && (
          <dl className={styles.lines}>
            <div>
              <dt>Held by Ile</dt>
              <dd>{formatPrice(transaction.amount, transaction.currency)}</dd>
            </div>
            <div>
              <dt>Reference</dt>
              <dd className={styles.reference}>{transaction.reference}</dd>
            </div>
          </dl>
        )}
        <p className={styles.note}>
          A receipt is on its way to your email. The owner or agent will contact you within{' '}
          {PAYMENT_CONTACT_PROMISE.dialogHours} hours.
        </p>
      </div>
    </Dialog>
  );
}
