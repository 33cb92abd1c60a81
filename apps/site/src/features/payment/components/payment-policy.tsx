import { Link } from 'react-router';
import { LockIcon } from '../../../components/ui/icons';
import styles from './payment.module.css';

/** What a payer should know before paying; the rules are the server's (docs/payments.md). */
export function PaymentPolicy() {
  return (
    <section className={styles.card} aria-labelledby="payment-policy-title">
      <h2 id="payment-policy-title" className={styles.cardTitle}>
        Payment policy
      </h2>
      <ul className={styles.policy}>
        <li>
          You pay into Ile’s protection, in the listing’s currency: a rental’s move-in amount, or a sale’s
          refundable reservation deposit (never a sale’s price). The amount is fixed by Ile, not by this page.
        </li>
        <li>
          Ile holds the money until you have what you paid for, then pays the owner; if the owner cancels or
          the reservation lapses, you are refunded in full. You can open a dispute from your transactions
          before the money is released.
        </li>
        <li>
          Card, mobile money and USSD payments are handled by our payment provider over an encrypted
          connection. Ile never sees or stores your card details.
        </li>
        <li>
          A payment counts only once the provider confirms it to us. We then email you a receipt with your
          payment reference.
        </li>
        <li>
          If something looks wrong, <Link to="/contact-us">contact us</Link> with your payment reference.
        </li>
      </ul>
      <p className={styles.secure}>
        <LockIcon size={16} />
        Secure checkout
      </p>
    </section>
  );
}
