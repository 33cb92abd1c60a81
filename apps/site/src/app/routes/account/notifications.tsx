import { AccountPage } from '../../../features/account/components/account-page';
import { NoticeList } from '../../../features/account/components/notice-list';
import { useMarkReadOnView } from '../../../features/notifications/hooks/use-mark-read-on-view';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle('Notifications');
  useMarkReadOnView();
  return (
    <AccountPage
      title="Notifications"
      intro="Replies to your support tickets, decisions on your applications, and news from Ile."
    >
      <NoticeList />
    </AccountPage>
  );
}
