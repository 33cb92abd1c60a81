import { useSearchParams } from 'react-router';
import { ViewingLink } from '../../features/viewings/components/viewing-link';
import { usePageTitle } from '../../lib/page-title';

/** /viewings/link?token=: a viewing email's one-tap link (confirm, "Did the viewing happen?"). */
export function Component() {
  usePageTitle('Your viewing');
  const [params] = useSearchParams();
  return <ViewingLink token={params.get('token')} />;
}
