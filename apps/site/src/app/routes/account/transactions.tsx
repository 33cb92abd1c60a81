import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { AccountPage } from '../../../features/account/components/account-page';
import { HeldPayments } from '../../../features/account/components/held-payments';
import { TransactionList } from '../../../features/account/components/transaction-list';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle('Transaction history');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return (
    <AccountPage
      title="Transaction history"
      intro="Money Ile holds for you or from you, and every payment you started on Ile, newest first."
      actions={
        <ButtonLink to="/account/payment" variant="secondary" size="small">
          <ArrowLeftIcon size={16} /> Payments and payouts
        </ButtonLink>
      }
    >
      <HeldPayments />
      <h2>All payments</h2>
      <TransactionList
        page={page}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </AccountPage>
  );
}
