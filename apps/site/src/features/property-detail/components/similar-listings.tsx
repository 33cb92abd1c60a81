import type { PropertyCard as PropertyCardData } from '@ile/shared/contracts/property';
import { type ReactNode, useState } from 'react';
import { PropertyCard, PropertyCardSkeleton } from '../../../components/property/property-card';
import { useOnVisible } from '../../../lib/use-on-visible';
import { useSimilar } from '../api/get-similar';
import styles from './similar-listings.module.css';

const SKELETON_KEYS = ['a', 'b', 'c'];

/**
 * "Similar properties" under a listing: up to 6 cards, fetched only when the section scrolls near (it is below
 * the fold on every screen). Nothing is drawn when there is none, or when they cannot be loaded: the page is
 * complete without them.
 */
export function SimilarListings({
  propertyId,
  renderAction,
}: {
  propertyId: string;
  /** A control over each card's picture (the route hands the save heart). */
  renderAction?: (property: PropertyCardData) => ReactNode;
}) {
  // Without IntersectionObserver (old browsers) they load at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const watch = useOnVisible<HTMLElement>(() => setNear(true), !near);
  const query = useSimilar(propertyId, near);
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <section ref={watch} className={styles.section} aria-labelledby="similar-heading">
      <h2 id="similar-heading" className={styles.title}>
        Similar properties
      </h2>
      <p className="muted">Same area and kind of listing, closest in price.</p>
      <div className={styles.cards}>
        {query.data
          ? query.data.map((property) => (
              <PropertyCard key={property.id} property={property} action={renderAction?.(property)} />
            ))
          : SKELETON_KEYS.map((key) => <PropertyCardSkeleton key={key} />)}
      </div>
    </section>
  );
}
