import { CategoryTabs } from '../../../features/property-management/components/category-tabs';
import { SaveHeart } from '../../../features/saved/components/save-heart';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle('Property management', 'Properties to rent, buy or lease in Nigeria and Sierra Leone.');
  return (
    <div className="container page">
      <h1 className="page-title">Property management</h1>
      <p className="muted" style={{ marginTop: 0 }}>
        Homes and commercial space to rent, buy or lease, from owners, agents and agencies.
      </p>
      <CategoryTabs
        label="Listing categories"
        tabs={[
          { category: 'rental', label: 'Rental', emptyTitle: 'No rentals yet' },
          { category: 'sale', label: 'Sale', emptyTitle: 'No properties for sale yet' },
          { category: 'lease', label: 'Lease', emptyTitle: 'No leases yet' },
        ]}
        renderAction={(listing) => (
          <SaveHeart propertyId={listing.id} title={listing.title} saved={listing.isLiked} />
        )}
      />
    </div>
  );
}
