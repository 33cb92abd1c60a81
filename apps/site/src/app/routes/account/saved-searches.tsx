import { MAX_SAVED_SEARCHES } from '@ile/shared/constants/discovery';
import { AccountPage } from '../../../features/account/components/account-page';
import { SavedSearchList } from '../../../features/saved-searches/components/saved-search-list';
import { usePageTitle } from '../../../lib/page-title';

/** /account/saved-searches: the searches saved on /properties, their alerts and new matches. */
export function Component() {
  usePageTitle('Saved searches');
  return (
    <AccountPage
      title="Saved searches"
      intro={`Searches you saved, and how often we tell you about new listings that match them (up to ${MAX_SAVED_SEARCHES}).`}
    >
      <SavedSearchList />
    </AccountPage>
  );
}
