import { YEAR_BUILT_BANDS } from '@ile/shared/constants/bands';
import { AMENITIES, BATHROOM_OPTIONS, BEDROOM_OPTIONS } from '@ile/shared/constants/listing-options';
import { fieldNeed } from '@ile/shared/contracts/property-type-fields';
import { formatNumber } from '@ile/shared/helpers/locale-format';
import { sqmToSqft } from '@ile/shared/helpers/units';
import { isMoveInCategory } from '@ile/shared/move-in/move-in-cost';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { asOptions, bindField, SelectField, TextField } from '../../../components/form/form-fields';
import { ImagePicker } from '../../../components/images/image-picker';
import { MoveInFields } from '../../../components/move-in/move-in-fields';
import { Checkbox } from '../../../components/ui/form';
import type { ApplicationFormOutput, ApplicationFormValues } from '../utils/application-form';
import styles from './host-wizard.module.css';

type Form = UseFormReturn<ApplicationFormValues, unknown, ApplicationFormOutput>;
type SizeName = 'landSize' | 'buildingSize' | 'garageSize';

const SIZES: readonly { name: SizeName; label: string }[] = [
  { name: 'landSize', label: 'Land size (m²)' },
  { name: 'buildingSize', label: 'Building size (m²)' },
  { name: 'garageSize', label: 'Garage size (m²)' },
];

/** Where rooms are optional, 0 is offered as "None" (a shop with no bedrooms). */
const NONE = { value: '0', label: 'None' };

const YEAR_OPTIONS = YEAR_BUILT_BANDS.map(({ value, label }) => ({ value, label }));

/** Sizes are stored in m²; many owners think in ft², so the equivalent shows as they type. */
function sizeHint(value: string): string {
  const sqm = Number(value.replace(/,/g, ''));
  if (!value.trim() || !Number.isFinite(sqm) || sqm <= 0) return 'Optional';
  return `About ${formatNumber(sqmToSqft(sqm), { maximumFractionDigits: 0 })} ft²`;
}

/** Step 3: rooms, sizes, amenities, the owner's phone and the photos. */
export function DetailsStep({ form }: { form: Form }) {
  const { register, watch, control } = form;
  const sizes = watch(['landSize', 'buildingSize', 'garageSize']);
  const propertyType = watch('propertyType');
  const category = watch('category');
  const currency = watch('currency');
  const rooms = [
    { name: 'bedrooms', label: 'Bedrooms', options: BEDROOM_OPTIONS },
    { name: 'bathrooms', label: 'Bathrooms', options: BATHROOM_OPTIONS },
  ] as const;

  return (
    <>
      <div className={styles.row3}>
        {rooms.map(({ name, label, options }) => {
          // A plot of land has no rooms: the fields are not shown and nothing is sent.
          const need = fieldNeed(propertyType, name);
          if (need === 'absent') return null;
          return (
            <SelectField
              key={name}
              label={label}
              required={need === 'required'}
              hint={need === 'optional' ? 'Optional' : undefined}
              options={need === 'optional' ? [NONE, ...asOptions(options)] : asOptions(options)}
              {...bindField(form, name)}
            />
          );
        })}
        <SelectField
          label="Year built"
          hint="Optional"
          options={YEAR_OPTIONS}
          {...bindField(form, 'yearBuilt')}
        />
      </div>
      <div className={styles.row3}>
        {SIZES.map(({ name, label }, index) => (
          <TextField
            key={name}
            label={label}
            inputMode="decimal"
            autoComplete="off"
            hint={sizeHint(sizes[index] ?? '')}
            {...bindField(form, name)}
          />
        ))}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Nearby amenities</legend>
        <div className={styles.checks}>
          {AMENITIES.map((amenity) => (
            <Checkbox key={amenity} label={amenity} value={amenity} {...register('amenities')} />
          ))}
        </div>
      </fieldset>
      {isMoveInCategory(category) && <MoveInFields form={form} currency={currency} />}
      <TextField
        label="Mobile phone"
        required
        type="tel"
        autoComplete="tel"
        placeholder="0803 123 4567"
        hint="The number people call about this listing. For Sierra Leone, start with +232."
        {...bindField(form, 'mobilePhone')}
      />
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <ImagePicker
            ref={field.ref}
            files={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
