import { useSearchParams } from 'react-router';
import { HoldKeysLink } from '../../features/payment/components/hold-keys-link';
import { usePageTitle } from '../../lib/page-title';

/** /payments/keys?token=…: the emailed one-tap "I have the keys" link; asks before it acts, no sign-in. */
export function Component() {
  usePageTitle('I have the keys');
  const [params] = useSearchParams();
  return <HoldKeysLink token={params.get('token')} />;
}
