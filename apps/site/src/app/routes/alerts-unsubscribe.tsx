import { useSearchParams } from 'react-router';
import { UnsubscribeAlerts } from '../../features/saved-searches/components/unsubscribe-alerts';
import { usePageTitle } from '../../lib/page-title';

/** /alerts/unsubscribe?token=…: an alert email's one-click unsubscribe; no sign-in needed. */
export function Component() {
  usePageTitle('Saved search alerts');
  const [params] = useSearchParams();
  return <UnsubscribeAlerts token={params.get('token')} />;
}
