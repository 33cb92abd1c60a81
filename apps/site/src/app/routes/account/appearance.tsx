import { AccountPage } from '../../../features/account/components/account-page';
import { AppearanceSettings } from '../../../features/account/components/appearance-settings';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle('Appearance');
  return (
    <AccountPage title="Appearance" intro="How Ile looks for you, on every device you sign in on.">
      <AppearanceSettings />
    </AccountPage>
  );
}
