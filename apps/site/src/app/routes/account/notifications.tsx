import { AccountPage } from '../../../features/account/components/account-page';
import { NoticeList } from '../../../features/account/components/notice-list';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle('Notifications');
  return (
    <AccountPage title="Notifications" intro="News and notices from Ile addressed to you.">
      <NoticeList />
    </AccountPage>
  );
}
