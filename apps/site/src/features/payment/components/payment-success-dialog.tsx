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
}: {
  open: boolean;
  onClose: () => void;
  transaction: Transaction | undefined;
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={MESSAGES.payment.successful}
      description={`Thank you. The owner or agent will contact you within ${PAYMENT_CONTACT_PROMISE.dialogHours} hours.`}
      footer={<Button onClick={() => navigate('/')}>Go back home</Button>}
    >
      <div className={styles.success}>
        <span className={styles.successIcon} aria-hidden>
          <CheckIcon size={28} />
        </span>
        {transaction && (
          <dl className={styles.lines}>
            <div>
              <dt>Amount paid</dt>
              <dd>{formatPrice(transaction.amount, transaction.currency)}</dd>
            </div>
            <div>
              <dt>Reference</dt>
              <dd className={styles.reference}>{transaction.reference}</dd>
            </div>
          </dl>
        )}
        <p className={styles.note}>A receipt is on its way to your email.</p>
      </div>
    </Dialog>
  );
}
