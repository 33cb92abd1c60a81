import { TEXT_LIMITS } from '@ile/shared/constants/limits';
import { NOTICE_AUDIENCE_OPTIONS } from '@ile/shared/constants/notices';
import type { ReactElement } from 'react';
import { BooleanInput, maxLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { optionChoices } from '../../components/choices';

export const AUDIENCE_CHOICES = optionChoices(NOTICE_AUDIENCE_OPTIONS);

/** Heading, text and audience; a new notice may go out at once or stay a draft. */
export function NoticeForm({ creating = false, toolbar }: { creating?: boolean; toolbar?: ReactElement }) {
  return (
    <SimpleForm
      toolbar={toolbar}
      defaultValues={creating ? { audience: 'everyone', published: false } : undefined}
    >
      <TextInput source="heading" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput
        source="description"
        label="Text"
        validate={[required(), maxLength(TEXT_LIMITS.description)]}
        multiline
        minRows={4}
        fullWidth
      />
      <SelectInput source="audience" choices={AUDIENCE_CHOICES} validate={required()} />
      {creating && <BooleanInput source="published" label="Publish now" />}
    </SimpleForm>
  );
}
