import {
  BASEMENT_TYPES,
  CATEGORY_OPTIONS,
  COOLING_TYPES,
  EXTERIOR_FEATURES,
  FLOORING_TYPES,
  HEATING_TYPE_OPTIONS,
  OCCUPANCY_TYPES,
  OWNERSHIP_TYPES,
  PARKING_TYPE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from '@ile/shared/constants/listing-options';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormOutput, ApplicationFormValues } from '../utils/application-form';
import { asOptions, type OptionList, SelectField } from './form-fields';
import styles from './host-wizard.module.css';

type FieldName = keyof ApplicationFormValues;

const FEATURES: readonly { name: FieldName; label: string; options: OptionList }[] = [
  { name: 'category', label: 'Category', options: CATEGORY_OPTIONS },
  { name: 'propertyType', label: 'Property type', options: PROPERTY_TYPE_OPTIONS },
  { name: 'parking', label: 'Parking', options: PARKING_TYPE_OPTIONS },
  { name: 'heatingType', label: 'Heating', options: HEATING_TYPE_OPTIONS },
  { name: 'coolingType', label: 'Cooling', options: asOptions(COOLING_TYPES) },
  { name: 'basement', label: 'Basement', options: asOptions(BASEMENT_TYPES) },
  { name: 'exteriorFeatures', label: 'Exterior features', options: asOptions(EXTERIOR_FEATURES) },
  { name: 'flooringType', label: 'Flooring', options: asOptions(FLOORING_TYPES) },
  { name: 'occupancy', label: 'Occupancy', options: asOptions(OCCUPANCY_TYPES) },
  { name: 'ownershipType', label: 'Ownership', options: asOptions(OWNERSHIP_TYPES) },
];

type Form = UseFormReturn<ApplicationFormValues, unknown, ApplicationFormOutput>;

/** Step 2: the features people filter and compare on; every one is required (spec §5). */
export function FeaturesStep({ form }: { form: Form }) {
  const { register, formState } = form;
  return (
    <div className={styles.grid2}>
      {FEATURES.map(({ name, label, options }) => (
        <SelectField
          key={name}
          label={label}
          required
          options={options}
          registration={register(name)}
          error={formState.errors[name]?.message}
        />
      ))}
    </div>
  );
}
