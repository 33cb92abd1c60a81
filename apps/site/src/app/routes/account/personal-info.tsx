import { AccountPage } from '../../../features/account/components/account-page';
import { PersonalInfo } from '../../../features/account/components/personal-info';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

export function Component() {
  usePageTitle('Personal info');
  const { user } = useSession();
  return (
    <AccountPage
      title="Personal info"
      intro="Your name, contact details and picture as owners and agents see them."
    >
      {user && <PersonalInfo user={user} />}
    </AccountPage>
  );
}
