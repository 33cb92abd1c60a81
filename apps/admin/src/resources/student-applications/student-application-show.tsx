import { EmailField, Show, TextField } from 'react-admin';
import { FieldSection } from '../../components/field-section';
import { ApplicationTitle } from '../applications/application-title';
import { DecisionSection } from '../applications/decision-section';
import { FileSection } from '../applications/file-section';
import { studentApplicationName } from './student-application-list';

export function StudentApplicationShow() {
  return (
    <Show title={<ApplicationTitle kind="Student" name={studentApplicationName} />} actions={false}>
      <DecisionSection />
      <FieldSection title="Student">
        <TextField source="first_name" label="First name" />
        <TextField source="last_name" label="Last name" />
        <EmailField source="email" />
        <TextField source="university" />
        <EmailField source="university_email" label="University email" />
        <TextField source="request_location" label="Where they need housing" />
        <TextField source="proof_type" label="Proof type" />
      </FieldSection>
      <FileSection title="Proof of studentship" source="document_url" missing="No proof was submitted." />
    </Show>
  );
}
