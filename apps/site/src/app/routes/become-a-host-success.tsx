import { ApplicationSent } from '../../features/list-property/components/application-sent';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Your information was sent');
  return <ApplicationSent />;
}
