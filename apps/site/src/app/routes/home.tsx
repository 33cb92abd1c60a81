import type { PropertyCard } from '@ile/shared/contracts/property';
import { lazy } from 'react';
import { OptionalSection } from '../../components/ui/optional-section';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeSections } from '../../features/home/components/home-sections';
import { SaveHeart } from '../../features/saved/components/save-heart';
import { useDataSaver } from '../../lib/data-saver';
import { usePageTitle } from '../../lib/page-title';

// Shown only once loaded (nothing for a first visit): kept out of the page's first load, and with data saver on
// not loaded at all (its code, its styles and the cards it fetches are nothing the visitor asked for).
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
  const dataSaver = useDataSaver();
  const heart = (property: PropertyCard) => (
    <SaveHeart propertyId={property.id} title={property.title} saved={property.isLiked} />
  );
  return (
    <>
      <HomeHero />
      <HomeSections renderAction={heart} />
      {/* Last: it appears once loaded, and moves nothing above it. */}
      {!dataSaver.on && (
        <div className="container">
          <OptionalSection>
            <RecentlyViewed renderAction={heart} />
          </OptionalSection>
        </div>
      )}
    </>
  );
}
