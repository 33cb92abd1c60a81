import type { CreateAgencyApplicationInput } from '@ile/shared/contracts/agency';
import { useFormContext, useWatch } from 'react-hook-form';
import { CountryRegionFields } from '../../../components/form/country-region-fields';
import { TextAreaField, TextField } from '../../../components/form/form-fields';
import styles from './wizard.module.css';

type V = CreateAgencyApplicationInput;

const PHONE_HINT = 'Nigerian or Sierra Leonean number, e.g. 0803 123 4567 or +232 76 123456';

export const AGENCY_STEP_TWO = [
  'agencyName',
  'workEmail',
  'address',
  'country',
  'region',
  'licenseNumber',
  'officePhone',
  'corperateValue',
  'history',
  'website',
  'linkedin',
  'fax',
  'postalCode',
  'mobilePhone',
] as const;

/** Step 2 of the agency application. State/Region waits for a country and resets when it changes. */
export function AgencyInfoFields() {
  const { control, register, setValue, formState } = useFormContext<V>();
  const { errors } = formState;
  const country = useWatch({ control, name: 'country' });
  const text = (name: keyof V & keyof typeof errors) => ({
    registration: register(name),
    error: errors[name]?.message,
  });

  return (
    <div className={styles.grid}>
      <TextField
        label="Agency name"
        required
        className={styles.full}
        autoComplete="organization"
        {...text('agencyName')}
      />
      <TextField label="Work email" type="email" required autoComplete="email" {...text('workEmail')} />
      <TextField label="Office phone" type="tel" required hint={PHONE_HINT} {...text('officePhone')} />
      <TextField
        label="Office address"
        required
        className={styles.full}
        autoComplete="street-address"
        {...text('address')}
      />
      <CountryRegionFields
        required
        country={country}
        countryField={register('country', { onChange: () => setValue('region', '') })}
        regionField={register('region')}
        errors={{ country: errors.country?.message, region: errors.region?.message }}
        regionValue="name"
        label={{ region: 'State/Region' }}
        placeholder={{ region: 'Choose a state or district' }}
      />
      <TextField label="Postal code" autoComplete="postal-code" {...text('postalCode')} />
      <TextField label="Licence number" required {...text('licenseNumber')} />
      <TextField label="Mobile phone" type="tel" autoComplete="tel" {...text('mobilePhone')} />
      <TextField label="Fax" type="tel" {...text('fax')} />
      <TextField label="Website" type="url" {...text('website')} />
      <TextField label="LinkedIn link" type="url" {...text('linkedin')} />
      <TextAreaField
        label="Corporate values"
        required
        rows={4}
        className={styles.full}
        {...text('corperateValue')}
      />
      <TextAreaField label="Brief history" required rows={4} className={styles.full} {...text('history')} />
    </div>
  );
}
