import { VerifyEmailNotice } from '../../../components/account/verify-email-notice';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/feedback';
import { useSession } from '../../../lib/session';
import { errorMessage } from '../../../lib/toast';
import { usePaymentProperty } from '../api/get-payment-property';
import { useCheckout } from '../hooks/use-checkout';
import { usePaymentOutcome } from '../hooks/use-payment-outcome';
import styles from './payment.module.css';
import { PaymentPolicy } from './payment-policy';
import { PaymentStatusNotice } from './payment-status-notice';
import { PaymentSuccessDialog } from './payment-success-dialog';
import { PaymentSummary, PaymentSummarySkeleton } from './payment-summary';
import { PropertySummary, PropertySummarySkeleton } from './property-summary';

/** /property/payment: review what Ile will hold for a listing, pay it into protection, see the verified outcome. */
export function PaymentPage() {
  const { user } = useSession();
  const outcome = usePaymentOutcome();
  const property = usePaymentProperty(outcome.propertyId);
  const checkout = useCheckout({ onPaid: outcome.verify });
  const verifyFailed = outcome.verification.isError && !outcome.propertyId;

  if (!outcome.propertyId && !outcome.reference) {
    return (
      <section className="container page">
        <h1 className="page-title">Review and pay</h1>
        <EmptyState title="No property chosen">
          <p>Open a listing and choose to pay for it to see its payment summary here.</p>
          <ButtonLink to="/properties">Browse properties</ButtonLink>
        </EmptyState>
      </section>
    );
  }

  return (
    <section className="container page">
      <h1 className="page-title">Review and pay</h1>
      {user && (checkout.unverified || !user.email_verified) && (
        <VerifyEmailNotice email={user.email} action="pay for a listing" />
      )}
      <PaymentStatusNotice verification={outcome.verification} scriptFailed={checkout.scriptFailed} />
      {property.isError ? (
        <ErrorState message={errorMessage(property.error)} onRetry={() => void property.refetch()} />
      ) : verifyFailed ? null : (
        <div className={styles.layout}>
          {property.data ? <PropertySummary property={property.data} /> : <PropertySummarySkeleton />}
          {property.data ? (
            <PaymentSummary
              property={property.data}
              busy={checkout.busy}
              onPay={(moveInDate) => property.data && void checkout.pay(property.data, moveInDate)}
            />
          ) : (
            <PaymentSummarySkeleton />
          )}
          <PaymentPolicy />
        </div>
      )}
      <PaymentSuccessDialog
        open={outcome.successOpen}
        onClose={outcome.closeSuccess}
        transaction={outcome.verification.data}
        sale={property.data?.category === 'sale'}
      />
    </section>
  );
}
