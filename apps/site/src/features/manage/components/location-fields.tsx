import { LISTING_COUNTRY_OPTIONS } from '@ile/shared/constants/countries';
import { regionsOf } from '@ile/shared/regions';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import styles from './edit-listing.module.css';
import type { EditListingValues } from './edit-listing-values';
import { SelectField, TextField } from './form-controls';

/** Address, country (Nigeria or Sierra Leone), the region of that country, and city. */
export function LocationFields({ form }: { form: UseFormReturn<EditListingValues> }) {
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors;
  const country = watch('country');
  const regions = useMemo(
    () => regionsOf(country).map((region) => ({ value: region.code, label: region.name })),
    [country],
  );
  const countryField = register('country', {
    required: 'Choose a country',
    // A region belongs to one country: a new country starts with no region chosen.
    onChange: () => setValue('state', '', { shouldValidate: false }),
  });

  return (
    <>
      <TextField
        label="Address"
        required
        autoComplete="street-address"
        registration={register('address', { required: 'Enter the address' })}
        error={errors.address?.message}
      />
      <div className={styles.row}>
        <SelectField
          label="Country"
          required
          placeholder="Choose a country"
          options={LISTING_COUNTRY_OPTIONS}
          registration={countryField}
          error={errors.country?.message}
        />
        <SelectField
          label={country === 'SL' ? 'District' : 'State'}
          required
          placeholder={country ? 'Choose one' : 'Choose a country first'}
          options={regions}
          disabled={!country}
          registration={register('state', { required: 'Choose the state or district' })}
          error={errors.state?.message}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          registration={register('city')}
          error={errors.city?.message}
        />
      </div>
    </>
  );
}
