import { TEXT_LIMITS } from '@ile/shared/constants/limits';
import { useForm } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/form';
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
        <Field label="First name" required error={errors.firstName?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="given-name"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('firstName', rules('first name'))}
            />
          )}
        </Field>
        <Field label="Last name" required error={errors.lastName?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="family-name"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('lastName', rules('last name'))}
            />
          )}
        </Field>
      </div>
    </InfoSection>
  );
}
