import type { PropertyCard } from '@ile/shared/contracts/property';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeSections } from '../../features/home/components/home-sections';
import { RecentlyViewed } from '../../features/recently-viewed/components/recently-viewed';
import { SaveHeart } from '../../features/saved/components/save-heart';
import { usePageTitle } from '../../lib/page-title';

/** /: the hero search and the home sections. */
export function Component() {
  usePageTitle(
    'Property in Nigeria and Sierra Leone',
    'Rent, lease, buy, share or find a hostel in Nigeria and Sierra Leone. Search thousands of listings on Ile.',
  );
  const heart = (property: PropertyCard) => (
    <SaveHeart propertyId={property.id} title={property.title} saved={property.isLiked} />
  );
  return (
    <>
      <HomeHero />
      <HomeSections renderAction={heart} />
      {/* Last: it appears once loaded, and moves nothing above it. */}
      <div className="container">
        <RecentlyViewed renderAction={heart} />
      </div>
    </>
  );
}
