import { ApplicationPage } from '../../features/list-property/components/application-page';
import { usePageTitle } from '../../lib/page-title';
import { RequireAuth } from '../require-auth';

export function Component() {
  usePageTitle('Apply to list your property');
  return (
    <RequireAuth>
      <ApplicationPage />
    </RequireAuth>
  );
}
