import { CATEGORY_OPTIONS, PROPERTY_TYPE_OPTIONS } from '@ile/shared/constants/listing-options';
import { labelOf } from '@ile/shared/constants/option';
import type { Property } from '@ile/shared/contracts/property';
import { formatDate, formatDaysAgo } from '@ile/shared/helpers/locale-format';
import { findCountry } from '@ile/shared/regions';
import { CheckIcon, MapPinIcon } from '../../../components/ui/icons';
import styles from './property-detail.module.css';

export function fullAddress(property: Property): string {
  return [property.address, property.city, property.state, findCountry(property.country)?.name]
    .filter(Boolean)
    .join(', ');
}

/** Title, where it is, and what kind of listing it is. */
export function PropertyHeading({ property }: { property: Property }) {
  return (
    <header className={styles.heading}>
      <p className={styles.chips}>
        <span className={styles.chip}>{labelOf(CATEGORY_OPTIONS, property.category)}</span>
        <span className={styles.chip}>{labelOf(PROPERTY_TYPE_OPTIONS, property.property_type)}</span>
      </p>
      <h1 className={styles.title}>{property.title}</h1>
      <p className={styles.address}>
        <MapPinIcon size={18} />
        <span>{fullAddress(property)}</span>
      </p>
      {property.status === 'published' && property.availableConfirmedAt && (
        <p className={styles.confirmed}>
          <CheckIcon size={16} />
          <span
            title={`The owner last confirmed it available on ${formatDate(property.availableConfirmedAt)}`}
          >
            Confirmed available {formatDaysAgo(property.availableConfirmedAt)}
          </span>
        </p>
      )}
    </header>
  );
}

/** The short and the detailed description, with the owner's highlights. */
export function PropertyDescription({ property }: { property: Property }) {
  return (
    <section className={styles.section} aria-labelledby="about-heading">
      <h2 id="about-heading" className={styles.sectionTitle}>
        About this property
      </h2>
      <p className={styles.lead}>{property.description}</p>
      {property.highlights.length > 0 && (
        <ul className={styles.highlights} aria-label="Highlights">
          {property.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      )}
      {property.detailed_description && property.detailed_description !== property.description && (
        <>
          <h3 className={styles.subTitle}>Detailed description</h3>
          <p className={styles.prose}>{property.detailed_description}</p>
        </>
      )}
    </section>
  );
}
