import { ListPropertyLanding } from '../../features/list-property/components/list-property-landing';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle(
    'List your property',
    'List a rental, lease, sale, shared apartment or hostel in Nigeria or Sierra Leone on Ile. Basic listings are free.',
  );
  return <ListPropertyLanding />;
}
