import type { CreateAgencyApplicationInput } from '@ile/shared/contracts/agency';
import { useFormContext, useWatch } from 'react-hook-form';
import { CountryRegionFields } from '../../../components/form/country-region-fields';
import { bindField, TextAreaField, TextField } from '../../../components/form/form-fields';
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
  const form = useFormContext<V>();
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const country = useWatch({ control, name: 'country' });

  return (
    <div className={styles.grid}>
      <TextField
        label="Agency name"
        required
        className={styles.full}
        autoComplete="organization"
        {...bindField(form, 'agencyName')}
      />
      <TextField
        label="Work email"
        type="email"
        required
        autoComplete="email"
        {...bindField(form, 'workEmail')}
      />
      <TextField
        label="Office phone"
        type="tel"
        required
        hint={PHONE_HINT}
        {...bindField(form, 'officePhone')}
      />
      <TextField
        label="Office address"
        required
        className={styles.full}
        autoComplete="street-address"
        {...bindField(form, 'address')}
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
      <TextField label="Postal code" autoComplete="postal-code" {...bindField(form, 'postalCode')} />
      <TextField label="Licence number" required {...bindField(form, 'licenseNumber')} />
      <TextField label="Mobile phone" type="tel" autoComplete="tel" {...bindField(form, 'mobilePhone')} />
      <TextField label="Fax" type="tel" {...bindField(form, 'fax')} />
      <TextField label="Website" type="url" {...bindField(form, 'website')} />
      <TextField label="LinkedIn link" type="url" {...bindField(form, 'linkedin')} />
      <TextAreaField
        label="Corporate values"
        required
        rows={4}
        className={styles.full}
        {...bindField(form, 'corperateValue')}
      />
      <TextAreaField
        label="Brief history"
        required
        rows={4}
        className={styles.full}
        {...bindField(form, 'history')}
      />
    </div>
  );
}
