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
import { fieldNeed, type TypeDependentField } from '@ile/shared/contracts/property-type-fields';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { asOptions, type OptionList, SelectField } from '../../../components/form/form-fields';
import type { ApplicationFormOutput, ApplicationFormValues } from '../utils/application-form';
import styles from './host-wizard.module.css';

type FieldName = keyof ApplicationFormValues;

const FEATURES: readonly { name: FieldName & string; label: string; options: OptionList }[] = [
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

const needOf = (propertyType: string, name: FieldName) =>
  name === 'heatingType' || name === 'coolingType' || name === 'flooringType'
    ? fieldNeed(propertyType, name satisfies TypeDependentField)
    : 'required';

/**
 * Step 2: the features people filter and compare on, required (spec §5) except where the property type
 * has no such thing: land has no heating, cooling or flooring, so those are not shown.
 */
export function FeaturesStep({ form }: { form: Form }) {
  const { register, formState, control } = form;
  const propertyType = useWatch({ control, name: 'propertyType' });
  return (
    <div className={styles.grid2}>
      {FEATURES.map(({ name, label, options }) => {
        const need = needOf(propertyType, name);
        if (need === 'absent') return null;
        return (
          <SelectField
            key={name}
            label={label}
            required={need === 'required'}
            hint={need === 'optional' ? 'Optional' : undefined}
            options={options}
            registration={register(name)}
            error={formState.errors[name]?.message}
          />
        );
      })}
    </div>
  );
}
