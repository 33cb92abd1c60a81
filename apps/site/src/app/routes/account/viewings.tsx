import { AccountPage } from '../../../features/account/components/account-page';
import { ViewingList } from '../../../features/viewings/components/viewing-list';
import { usePageTitle } from '../../../lib/page-title';

/** /account/viewings: the viewings the user booked. */
export function Component() {
  usePageTitle('My viewings');
  return (
    <AccountPage
      title="My viewings"
      intro="Viewings you asked for: their times, answers, and whether they happened."
    >
      <ViewingList as="seeker" />
    </AccountPage>
  );
}
