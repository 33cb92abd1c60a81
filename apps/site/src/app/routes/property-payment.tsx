import { PaymentPage } from '../../features/payment/components/payment-page';
import { usePageTitle } from '../../lib/page-title';
import { RequireAuth } from '../require-auth';

export function Component() {
  usePageTitle('Review and pay');
  // Visitors sign in first and come back here, listing or payment reference included.
  return (
    <RequireAuth>
      <PaymentPage />
    </RequireAuth>
  );
}
