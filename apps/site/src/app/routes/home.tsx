import type { PropertyCard } from '@ile/shared/contracts/property';
import { lazy } from 'react';
import { OptionalSection } from '../../components/ui/optional-section';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeSections } from '../../features/home/components/home-sections';
import { SaveHeart } from '../../features/saved/components/save-heart';
import { usePageTitle } from '../../lib/page-title';

// Shown only once loaded (nothing for a first visit): kept out of the page's first load.
const RecentlyViewed = lazy(() =>
  import('../../features/recently-viewed/components/recently-viewed').then((module) => ({
    default: module.RecentlyViewed,
  })),
);

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
        <OptionalSection>
          <RecentlyViewed renderAction={heart} />
        </OptionalSection>
      </div>
    </>
  );
}
