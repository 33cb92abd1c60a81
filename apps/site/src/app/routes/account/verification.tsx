import type { ListingCountry } from '@ile/shared/constants/countries';
import { ErrorState, PageSpinner } from '../../../components/ui/feedback';
import { useMe } from '../../../features/account/api/get-me';
import { AccountPage } from '../../../features/account/components/account-page';
import { useMyVerification } from '../../../features/verification/api/get-verification';
import { VerificationStatus } from '../../../features/verification/components/verification-status';
import { usePageTitle } from '../../../lib/page-title';
import { errorMessage } from '../../../lib/toast';

export function Component() {
  usePageTitle('Verification');
  const me = useMe();
  const verification = useMyVerification();
  const body = (() => {
    if (me.isPending || verification.isPending) return <PageSpinner label="Loading your verification" />;
    if (me.isError || verification.isError) {
      return (
        <ErrorState
          message={errorMessage(me.error ?? verification.error)}
          onRetry={() => {
            void me.refetch();
            void verification.refetch();
          }}
        />
      );
    }
    const country: ListingCountry = me.data.country === 'SL' ? 'SL' : 'NG';
    return <VerificationStatus data={verification.data} country={country} />;
  })();
  return (
    <AccountPage
      title="Verification"
      intro="Badges tell people what Ile staff have checked about you, and when."
    >
      {body}
    </AccountPage>
  );
}
