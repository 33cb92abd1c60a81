import type { UseFormReturn } from 'react-hook-form';
import { CountryRegionFields } from '../../../components/form/country-region-fields';
import { bindField, TextField } from '../../../components/form/form-fields';
import styles from './edit-listing.module.css';
import type { EditListingValues } from './edit-listing-values';

/** Address, country (Nigeria or Sierra Leone), the region of that country, and city. */
export function LocationFields({ form }: { form: UseFormReturn<EditListingValues> }) {
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors;
  const country = watch('country');
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
        {...bindField(form, 'address', { required: 'Enter the address' })}
      />
      <div className={styles.row}>
        <CountryRegionFields
          required
          country={country}
          countryField={countryField}
          regionField={register('state', { required: 'Choose the state or district' })}
          errors={{ country: errors.country?.message, region: errors.state?.message }}
        />
        <TextField label="City" autoComplete="address-level2" {...bindField(form, 'city')} />
      </div>
    </>
  );
}
