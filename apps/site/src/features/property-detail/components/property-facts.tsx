import {
  CATEGORY_OPTIONS,
  HEATING_TYPE_OPTIONS,
  PARKING_TYPE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from '@ile/shared/constants/listing-options';
import { labelOf } from '@ile/shared/constants/option';
import type { Property } from '@ile/shared/contracts/property';
import { fieldNeed, type TypeDependentField } from '@ile/shared/contracts/property-type-fields';
import { formatArea } from '@ile/shared/helpers/units';
import styles from './property-detail.module.css';

type Fact = [label: string, value: string | number | null | undefined, field?: TypeDependentField];

const NOT_GIVEN = 'Not specified';
// Free-text and older stored values may start in lower case; shown, they start with a capital.
const shown = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return NOT_GIVEN;
  const text = String(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const area = (sqm: number | null) => (sqm === null ? null : formatArea(sqm));

function FactList({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <section className={styles.section} aria-labelledby={`facts-${title}`}>
      <h2 id={`facts-${title}`} className={styles.sectionTitle}>
        {title}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd className={value === null || value === undefined ? styles.missing : undefined}>
              {shown(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Every descriptive field of the listing, grouped as the spec names them; sizes in m² with ft² beside.
 * Fields its property type does not have (a plot of land's bedrooms or flooring) are left out.
 */
export function PropertyFacts({ property }: { property: Property }) {
  const applying = (facts: Fact[]) =>
    facts.filter(([, , field]) => !field || fieldNeed(property.property_type, field) !== 'absent');
  return (
    <>
      <FactList
        title="Overview"
        facts={applying([
          ['Bedrooms', property.bedrooms, 'bedrooms'],
          ['Bathrooms', property.bathrooms, 'bathrooms'],
          ['Year built', property.year_built],
          [
            'Heating',
            property.heating_type && labelOf(HEATING_TYPE_OPTIONS, property.heating_type),
            'heatingType',
          ],
          ['Cooling', property.cooling_type, 'coolingType'],
          ['Land size', area(property.land_size)],
        ])}
      />
      <FactList
        title="Key spatial features"
        facts={applying([
          ['Parking', property.parking && labelOf(PARKING_TYPE_OPTIONS, property.parking)],
          ['Parking size', area(property.parking_size)],
          ['Basement', property.basement],
          ['Flooring', property.flooring_type, 'flooringType'],
          ['Garage size', area(property.garage_size)],
          ['Building size', area(property.building_size)],
        ])}
      />
      <FactList
        title="Letting details"
        facts={applying([
          ['Occupancy', property.occupancy],
          ['Ownership', property.ownership_type],
          ['Exterior features', property.exterior_features],
          ['Property type', labelOf(PROPERTY_TYPE_OPTIONS, property.property_type)],
          ['Category', labelOf(CATEGORY_OPTIONS, property.category)],
        ])}
      />
    </>
  );
}
