import { CLAMP_MIN_CHARACTERS } from '@ile/shared/constants/ui';
import type { PropertyCard as PropertyCardData } from '@ile/shared/contracts/property';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ClampedText } from '../ui/clamped-text';
import { Skeleton } from '../ui/feedback';
import { BathIcon, BedIcon, MapPinIcon } from '../ui/icons';
import { ResponsiveImage } from '../ui/responsive-image';
import { VerificationBadges } from '../ui/verification-badges';
import { Price } from './price';
import { PriceReducedBadge } from './price-reduced-badge';
import styles from './property-card.module.css';

export type PropertyCardListing = Pick<
  PropertyCardData,
  | 'id'
  | 'title'
  | 'image_set'
  | 'bedrooms'
  | 'bathrooms'
  | 'city'
  | 'address'
  | 'price'
  | 'currency'
  | 'duration'
> &
  Partial<Pick<PropertyCardData, 'verification' | 'priceReducedAt'>>;

const CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 100vw';

/** A listing in a grid: first picture, title, place, rooms and price; the whole card opens the listing. */
export function PropertyCard({
  property,
  action,
  priority,
}: {
  property: PropertyCardListing;
  /** A control drawn over the picture (e.g. the save heart); it stays clickable above the card link. */
  action?: ReactNode;
  priority?: boolean;
}) {
  const place = [property.city, property.address].filter(Boolean).join(', ');
  return (
    <article className={styles.card}>
      <ResponsiveImage
        image={property.image_set[0]}
        alt=""
        sizes={CARD_SIZES}
        priority={priority}
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={`/property/${property.id}`} className={styles.link} title={property.title}>
            <ClampedText text={property.title} lines={2} minChars={CLAMP_MIN_CHARACTERS.cardTitle} />
          </Link>
        </h3>
        <p className={styles.place}>
          <MapPinIcon size={14} />
          <ClampedText text={place} minChars={CLAMP_MIN_CHARACTERS.place} />
        </p>
        <div className={styles.rooms}>
          <span>
            <BedIcon size={16} /> {property.bedrooms} {property.bedrooms === 1 ? 'bed' : 'beds'}
          </span>
          <span>
            <BathIcon size={16} /> {property.bathrooms} {property.bathrooms === 1 ? 'bath' : 'baths'}
          </span>
        </div>
        <VerificationBadges badges={property.verification} compact />
        <PriceReducedBadge at={property.priceReducedAt} compact />
        <Price
          className={styles.price}
          amount={property.price}
          currency={property.currency}
          duration={property.duration}
        />
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}

export function PropertyCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden>
      <Skeleton height={0} style={{ aspectRatio: '4 / 3' }} radius={0} />
      <div style={{ padding: '0 16px', display: 'grid', gap: 8 }}>
        <Skeleton width="70%" height={18} />
        <Skeleton width="50%" />
        <Skeleton width="40%" />
      </div>
    </div>
  );
}

/** The responsive grid every list of cards uses. */
export function PropertyGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
