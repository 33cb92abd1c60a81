import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { CategoryTabs } from '../../../features/property-management/components/category-tabs';
import { SaveHeart } from '../../../features/saved/components/save-heart';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle('Student listings', 'Shared apartments and hostels for students.');
  return (
    <div className="container page">
      <Link
        to="/student-property"
        className="back-link"
        style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}
      >
        <ArrowLeftIcon size={18} /> Student property
      </Link>
      <h1 className="page-title">Student listings</h1>
      <CategoryTabs
        label="Student listing categories"
        tabs={[
          { category: 'shared', label: 'Shared apartment', emptyTitle: 'No shared apartments yet' },
          { category: 'hostel', label: 'Hostels', emptyTitle: 'No hostels yet' },
        ]}
        renderAction={(listing) => (
          <SaveHeart propertyId={listing.id} title={listing.title} saved={listing.isLiked} />
        )}
      />
    </div>
  );
}
