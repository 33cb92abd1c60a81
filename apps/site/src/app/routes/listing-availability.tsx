import { useSearchParams } from 'react-router';
import { AvailabilityLink } from '../../features/manage/components/availability-link';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Confirm your listing');
  const [params] = useSearchParams();
  return <AvailabilityLink token={params.get('token')} />;
}
