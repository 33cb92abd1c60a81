import { TEXT_LIMITS } from '@ile/shared/constants/limits';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form/form-fields';
import { useUpdateProfile } from '../api/update-profile';
import styles from './account.module.css';
import { InfoSection } from './info-section';
import type { SectionProps } from './section-props';

interface NameValues {
  firstName: string;
  lastName: string;
}

const rules = (what: string) => ({
  validate: (value: string) => value.trim() !== '' || `Enter your ${what}`,
  maxLength: { value: TEXT_LIMITS.name, message: `At most ${TEXT_LIMITS.name} characters` },
});

export function NameSection({ user, editing, onEdit, onCancel, onSaved }: SectionProps) {
  const update = useUpdateProfile();
  const form = useForm<NameValues>({ values: { firstName: user.first_name, lastName: user.last_name } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ firstName, lastName }) =>
    update.mutate(
      { type: 'name', firstName: firstName.trim(), lastName: lastName.trim() },
      { onSuccess: onSaved },
    ),
  );
  const cancel = () => {
    form.reset();
    onCancel();
  };
  return (
    <InfoSection
      id="name"
      label="Legal name"
      value={user.full_name}
      editing={editing}
      onEdit={onEdit}
      onCancel={cancel}
      onSubmit={submit}
      saving={update.isPending}
    >
      <p className={styles.help}>The name on your ID, so owners and agents know who they are dealing with.</p>
      <div className={styles.pair}>
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          registration={form.register('firstName', rules('first name'))}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          registration={form.register('lastName', rules('last name'))}
          error={errors.lastName?.message}
        />
      </div>
    </InfoSection>
  );
}
