import type { PropertyCard as PropertyCardData } from '@ile/shared/contracts/property';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PropertyCard, PropertyCardSkeleton } from '../../../components/property/property-card';
import styles from './home.module.css';

export type RenderCardAction = (property: PropertyCardData) => ReactNode;

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** A titled band of the home page with a link to the matching search. */
export function HomeSection({
  id,
  title,
  description,
  more,
  children,
}: {
  id: string;
  title: string;
  description: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <div>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          <p className="muted">{description}</p>
        </div>
        <Link to={more.to} className={styles.more}>
          {more.label}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** `count` cards of a list, or as many placeholders while it loads. */
export function CardList({
  properties,
  count,
  variant = 'grid',
  renderAction,
}: {
  properties: PropertyCardData[] | undefined;
  count: number;
  variant?: 'grid' | 'strip';
  renderAction?: RenderCardAction;
}) {
  const className = variant === 'strip' ? styles.strip : styles.grid;
  if (!properties) {
    return (
      <div className={className}>
        {SKELETON_KEYS.slice(0, count).map((key) => (
          <PropertyCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  return (
    <div className={className}>
      {properties.slice(0, count).map((property) => (
        <PropertyCard key={property.id} property={property} action={renderAction?.(property)} />
      ))}
    </div>
  );
}
