import type { PropertyCard as PropertyCardData } from '@ile/shared/contracts/property';
import type { ReactNode } from 'react';
import { PropertyCard } from '../../../components/property/property-card';
import { useRecentlyViewed } from '../api/get-recently-viewed';
import styles from './recently-viewed.module.css';

/**
 * The listings the visitor opened lately, newest first (the last 20), in a row that scrolls sideways. Drawn
 * only once there is something to show: nothing for a first visit, nothing while it loads or if it fails.
 */
export function RecentlyViewed({
  renderAction,
}: {
  /** A control over each card's picture (the route hands the save heart). */
  renderAction?: (property: PropertyCardData) => ReactNode;
}) {
  const query = useRecentlyViewed();
  if (!query.data || query.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading" className={styles.title}>
        Recently viewed
      </h2>
      <div className={styles.cards}>
        {query.data.map((property) => (
          <PropertyCard key={property.id} property={property} action={renderAction?.(property)} />
        ))}
      </div>
    </section>
  );
}
