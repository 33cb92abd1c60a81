import { TEXT_LIMITS } from '@ile/shared/constants/limits';
import { findCountry } from '@ile/shared/regions';
import { useForm } from 'react-hook-form';
import { CountryRegionFields } from '../../../components/form/country-region-fields';
import { TextField } from '../../../components/form/form-fields';
import { useUpdateProfile } from '../api/update-profile';
import styles from './account.module.css';
import { InfoSection } from './info-section';
import type { SectionProps } from './section-props';

interface AddressValues {
  address: string;
  country: string;
  state: string;
}

export function AddressSection({ user, editing, onEdit, onCancel, onSaved }: SectionProps) {
  const update = useUpdateProfile();
  const form = useForm<AddressValues>({
    values: {
      address: user.address ?? '',
      country: findCountry(user.country)?.code ?? '',
      state: user.state ?? '',
    },
  });
  const country = form.watch('country');
  const error = form.formState.errors.address?.message;
  const submit = form.handleSubmit((values) =>
    update.mutate(
      {
        type: 'address',
        address: values.address.trim(),
        country: values.country || undefined,
        state: values.state || undefined,
      },
      { onSuccess: onSaved },
    ),
  );
  const shown = [user.address, user.state, findCountry(user.country)?.name ?? user.country]
    .filter(Boolean)
    .join(', ');
  return (
    <InfoSection
      id="address"
      label="Address"
      value={shown || <span className="muted">Not provided</span>}
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
      <TextField
        label="Street address"
        required
        autoComplete="street-address"
        registration={form.register('address', {
          validate: (value) => value.trim() !== '' || 'Enter your address',
          maxLength: { value: TEXT_LIMITS.address, message: `At most ${TEXT_LIMITS.address} characters` },
        })}
        error={error}
      />
      <div className={styles.pair}>
        <CountryRegionFields
          country={country}
          countryField={form.register('country', {
            // A region belongs to one country: changing the country clears it.
            onChange: () => form.setValue('state', ''),
          })}
          regionField={form.register('state')}
          regionValue="name"
          label={{ region: 'State or region' }}
          placeholder={{ country: 'Choose…', region: 'Choose…' }}
          noCountryAs="hint"
          countryAutoComplete="country"
        />
      </div>
    </InfoSection>
  );
}
