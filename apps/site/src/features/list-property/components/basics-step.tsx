import { CURRENCY_NAMES, CURRENCY_SYMBOLS, LISTING_CURRENCIES } from '@ile/shared/constants/currencies';
import { TEXT_LIMITS } from '@ile/shared/constants/limits';
import { DURATION_OPTIONS } from '@ile/shared/constants/listing-options';
import { findCountry } from '@ile/shared/regions';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CountryRegionFields } from '../../../components/form/country-region-fields';
import { bindField, SelectField, TextAreaField, TextField } from '../../../components/form/form-fields';
import type { ApplicationFormOutput, ApplicationFormValues } from '../utils/application-form';
import styles from './host-wizard.module.css';

const CURRENCY_OPTIONS = LISTING_CURRENCIES.map((code) => ({
  value: code,
  label: `${CURRENCY_SYMBOLS[code]} ${CURRENCY_NAMES[code]} (${code})`,
}));

type Form = UseFormReturn<ApplicationFormValues, unknown, ApplicationFormOutput>;

/** Step 1: what is offered, at what price, and where. */
export function BasicsStep({ form }: { form: Form }) {
  const { register, watch, setValue, getValues, formState } = form;
  const { errors } = formState;
  const country = watch('country');
  const previousCountry = useRef(country);
  const countryField = register('country', {
    onChange: () => {
      // A state belongs to one country, so a new country starts with none chosen (spec §4).
      setValue('state', '');
      // The currency follows the country until the owner picks one that differs from it.
      const following = findCountry(previousCountry.current)?.currency;
      const currency = getValues('currency');
      previousCountry.current = getValues('country');
      const local = findCountry(previousCountry.current)?.currency;
      if (local && (!currency || currency === following)) setValue('currency', local);
    },
  });

  return (
    <>
      <TextField
        label="Title"
        required
        maxLength={TEXT_LIMITS.title}
        placeholder="e.g. 3-bedroom flat in Lekki"
        {...bindField(form, 'title')}
      />
      <div className={styles.row3}>
        <TextField
          label="Price"
          required
          inputMode="decimal"
          autoComplete="off"
          hint="Up to 2 decimal places"
          {...bindField(form, 'price')}
        />
        <SelectField label="Currency" required options={CURRENCY_OPTIONS} {...bindField(form, 'currency')} />
        <SelectField label="Duration" required options={DURATION_OPTIONS} {...bindField(form, 'duration')} />
      </div>
      <TextAreaField
        label="Description"
        required
        maxLength={TEXT_LIMITS.description}
        hint="What makes the place worth a visit: rooms, condition, water and power supply, the street."
        {...bindField(form, 'description')}
      />
      <TextField
        label="Address"
        required
        autoComplete="street-address"
        maxLength={TEXT_LIMITS.address}
        {...bindField(form, 'address')}
      />
      <div className={styles.row3}>
        <CountryRegionFields
          required
          country={country}
          countryField={countryField}
          regionField={register('state')}
          errors={{ country: errors.country?.message, region: errors.state?.message }}
        />
        <TextField label="City" hint="Optional" autoComplete="address-level2" {...bindField(form, 'city')} />
      </div>
    </>
  );
}
