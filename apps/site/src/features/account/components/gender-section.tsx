import { GENDERS, type Gender } from '@ile/shared/constants/auth';
import { useForm } from 'react-hook-form';
import { asOptions, SelectField } from '../../../components/form/form-fields';
import { useUpdateProfile } from '../api/update-profile';
import { InfoSection } from './info-section';
import type { SectionProps } from './section-props';

const GENDER_OPTIONS = asOptions(GENDERS);

export function GenderSection({ user, editing, onEdit, onCancel, onSaved }: SectionProps) {
  const update = useUpdateProfile();
  const form = useForm<{ gender: Gender | '' }>({ values: { gender: user.gender ?? '' } });
  const error = form.formState.errors.gender?.message;
  const submit = form.handleSubmit(({ gender }) => {
    if (gender) update.mutate({ type: 'gender', gender }, { onSuccess: onSaved });
  });
  return (
    <InfoSection
      id="gender"
      label="Gender"
      value={user.gender ?? <span className="muted">Not provided</span>}
      editLabel={user.gender ? 'Edit' : 'Add'}
      editing={editing}
      onEdit={onEdit}
      onCancel={() => {
        form.reset();
        onCancel();
      }}
      onSubmit={submit}
      saving={update.isPending}
    >
      <SelectField
        label="Gender"
        required
        placeholder="Choose…"
        options={GENDER_OPTIONS}
        registration={form.register('gender', { required: 'Choose Male or Female' })}
        error={error}
      />
    </InfoSection>
  );
}
