import { type ListingCountry, PHONE_COUNTRIES } from '@ile/shared/constants/countries';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useForm } from 'react-hook-form';
import { Field, Input, Select } from '../../../components/ui/form';
import { useUpdateProfile } from '../api/update-profile';
import styles from './account.module.css';
import { InfoSection } from './info-section';
import type { SectionProps } from './section-props';

interface PhoneValues {
  country: ListingCountry;
  number: string;
}

/** The number as E.164 when it is a valid Nigerian or Sierra Leonean one, else null. */
export function normalisePhone(number: string, country: ListingCountry): string | null {
  const phone = parsePhoneNumberFromString(number.trim(), country);
  if (!phone?.isValid() || !PHONE_COUNTRIES.some(({ code }) => code === phone.country)) return null;
  return phone.number;
}

function initialValues(stored: string | null): PhoneValues {
  const phone = stored ? parsePhoneNumberFromString(stored) : undefined;
  const country = PHONE_COUNTRIES.find(({ code }) => code === phone?.country)?.code ?? 'NG';
  return { country, number: phone?.formatNational() ?? '' };
}

export function PhoneSection({ user, editing, onEdit, onCancel, onSaved }: SectionProps) {
  const update = useUpdateProfile();
  const form = useForm<PhoneValues>({ values: initialValues(user.phone) });
  const error = form.formState.errors.number?.message;
  const submit = form.handleSubmit(({ number, country }) => {
    const phone = normalisePhone(number, country);
    if (phone) update.mutate({ type: 'phone', phone }, { onSuccess: onSaved });
  });
  const shown = user.phone
    ? (parsePhoneNumberFromString(user.phone)?.formatInternational() ?? user.phone)
    : null;
  return (
    <InfoSection
      id="phone"
      label="Phone number"
      value={shown ?? <span className="muted">Not provided</span>}
      editLabel={shown ? 'Edit' : 'Add'}
      editing={editing}
      onEdit={onEdit}
      onCancel={() => {
        form.reset();
        onCancel();
      }}
      onSubmit={submit}
      saving={update.isPending}
    >
      <p className={styles.help}>A Nigerian or Sierra Leonean number owners can call you on.</p>
      <div className={styles.phone}>
        <Field label="Country code">
          {({ id }) => (
            <Select id={id} autoComplete="tel-country-code" {...form.register('country')}>
              {PHONE_COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name} ({country.dialCode})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Phone number" required error={error}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('number', {
                validate: (value, { country }) =>
                  normalisePhone(value, country) !== null || 'Enter a valid phone number',
              })}
            />
          )}
        </Field>
      </div>
    </InfoSection>
  );
}
