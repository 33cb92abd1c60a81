import { LISTING_COUNTRY_OPTIONS } from '@ile/shared/constants/countries';
import { NIGERIA_STATES } from '@ile/shared/constants/nigeria-states';
import { SIERRA_LEONE_DISTRICTS } from '@ile/shared/constants/sierra-leone-districts';
import type { CreateAgencyApplicationInput } from '@ile/shared/contracts/agency';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from './form-fields';
import styles from './wizard.module.css';

type V = CreateAgencyApplicationInput;

const REGIONS = { NG: NIGERIA_STATES, SL: SIERRA_LEONE_DISTRICTS } as const;
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
  const { control, setValue } = useFormContext<V>();
  const country = useWatch({ control, name: 'country' }) as keyof typeof REGIONS | '' | undefined;
  const regions = country ? REGIONS[country] : undefined;
  const previous = useRef(country);
  useEffect(() => {
    if (previous.current !== country) setValue('region', '');
    previous.current = country;
  }, [country, setValue]);

  return (
    <div className={styles.grid}>
      <TextField<V> name="agencyName" label="Agency name" required full autoComplete="organization" />
      <TextField<V> name="workEmail" label="Work email" type="email" required autoComplete="email" />
      <TextField<V> name="officePhone" label="Office phone" type="tel" required hint={PHONE_HINT} />
      <TextField<V> name="address" label="Office address" required full autoComplete="street-address" />
      <SelectField<V>
        name="country"
        label="Country"
        required
        options={LISTING_COUNTRY_OPTIONS}
        placeholder="Choose a country"
      />
      <SelectField<V>
        name="region"
        label="State/Region"
        required
        disabled={!regions}
        placeholder={regions ? 'Choose a state or district' : 'Choose a country first'}
        options={(regions ?? []).map((region) => ({ value: region.name, label: region.name }))}
      />
      <TextField<V> name="postalCode" label="Postal code" autoComplete="postal-code" />
      <TextField<V> name="licenseNumber" label="Licence number" required />
      <TextField<V> name="mobilePhone" label="Mobile phone" type="tel" autoComplete="tel" />
      <TextField<V> name="fax" label="Fax" type="tel" />
      <TextField<V> name="website" label="Website" type="url" />
      <TextField<V> name="linkedin" label="LinkedIn link" type="url" />
      <TextAreaField<V> name="corperateValue" label="Corporate values" required />
      <TextAreaField<V> name="history" label="Brief history" required />
    </div>
  );
}
