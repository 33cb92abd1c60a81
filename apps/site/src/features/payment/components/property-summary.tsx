import { LISTING_COUNTRY_OPTIONS } from '@ile/shared/constants/countries';
import { labelOf } from '@ile/shared/constants/option';
import type { Property } from '@ile/shared/contracts/property';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/feedback';
import { BathIcon, BedIcon, MapPinIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import styles from './payment.module.css';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What is being paid for: first picture, title, rooms and where it is (spec §2). */
export function PropertySummary({ property }: { property: Property }) {
  const place = [property.address, property.state, labelOf(LISTING_COUNTRY_OPTIONS, property.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="payment-property-title">
      <ResponsiveImage
        image={property.image_set[0]}
        alt=""
        sizes="(min-width: 900px) 240px, 100vw"
        priority
        className={styles.summaryImage}
      />
      <div className={styles.summaryBody}>
        <h2 id="payment-property-title" className={styles.summaryTitle}>
          <Link to={`/property/${property.id}`}>{property.title}</Link>
        </h2>
        <ul className={styles.facts}>
          <li>
            <BedIcon size={18} />
            {plural(property.bedrooms, 'bedroom')}
          </li>
          <li>
            <BathIcon size={18} />
            {plural(property.bathrooms, 'bathroom')}
          </li>
        </ul>
        <p className={styles.place}>
          <MapPinIcon size={18} />
          <span>{place}</span>
        </p>
      </div>
    </section>
  );
}

export function PropertySummarySkeleton() {
  return (
    <div className={`${styles.card} ${styles.summary}`} aria-hidden>
      <Skeleton height={180} radius="var(--radius)" />
      <div className={styles.summaryBody}>
        <Skeleton width="70%" height={24} />
        <Skeleton width="40%" />
        <Skeleton width="85%" />
      </div>
    </div>
  );
}
