import type { CreateAgencyApplicationInput } from '@ile/shared/contracts/agency';
import { useFormContext, useWatch } from 'react-hook-form';
import { CountryRegionFields } from '../../../components/form/country-region-fields';
import { bindField, TextAreaField, TextField } from '../../../components/form/form-fields';
import {
  LinkedInField,
  MobilePhoneField,
  OfficeAddressField,
  OfficePhoneField,
  WorkEmailField,
} from './contact-fields';
import styles from './wizard.module.css';

type V = CreateAgencyApplicationInput;

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
      <WorkEmailField />
      <OfficePhoneField />
      <OfficeAddressField />
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
      <MobilePhoneField />
      <TextField label="Fax" type="tel" {...bindField(form, 'fax')} />
      <TextField label="Website" type="url" {...bindField(form, 'website')} />
      <LinkedInField />
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
