import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import styles from '../../../features/account/components/account.module.css';
import { AccountPage } from '../../../features/account/components/account-page';
import { Payouts } from '../../../features/account/components/payouts';
import { TransactionList } from '../../../features/account/components/transaction-list';
import { usePageTitle } from '../../../lib/page-title';

const TABS = ['payments', 'payouts'] as const;

export function Component() {
  usePageTitle('Payments and payouts');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'payouts' ? 'payouts' : 'payments';
  return (
    <AccountPage
      title="Payments and payouts"
      intro="What you have paid through Ile, and where Ile pays you."
      actions={
        <ButtonLink to="/account/payment/transactions" variant="secondary">
          Transaction history
        </ButtonLink>
      }
    >
      <Tabs
        label="Payments and payouts"
        value={tab}
        onValueChange={(next) =>
          setParams(next === TABS[0] ? {} : { tab: next }, { replace: true, preventScrollReset: true })
        }
        items={[
          {
            value: 'payments',
            label: 'Payments',
            content: (
              <div className={styles.card}>
                <h2>Recent payments</h2>
                <p className="muted">
                  Pay for a listing from its page. Card details go straight to the payment provider; Ile never
                  sees or stores them.
                </p>
                <TransactionList size={5} />
              </div>
            ),
          },
          { value: 'payouts', label: 'Payouts', content: <Payouts /> },
        ]}
      />
    </AccountPage>
  );
}
