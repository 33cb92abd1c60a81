import { EmailField, Show, TextField, UrlField } from 'react-admin';
import { FieldSection } from '../../components/field-section';
import { ApplicationTitle } from '../applications/application-title';
import { DecisionSection } from '../applications/decision-section';
import { FileSection } from '../applications/file-section';
import { agentApplicationName } from './agent-application-list';

export function AgentApplicationShow() {
  return (
    <Show title={<ApplicationTitle kind="Agent" name={agentApplicationName} />} actions={false}>
      <DecisionSection />
      <FieldSection title="Agent">
        <TextField source="first_name" label="First name" />
        <TextField source="last_name" label="Last name" />
        <TextField source="position" />
        <TextField source="agency_name" label="Agency" />
        <EmailField source="work_email" label="Work email" />
        <TextField source="gender" />
        <UrlField source="linkedin" label="LinkedIn" target="_blank" rel="noopener noreferrer" />
        <TextField source="address" />
        <TextField source="mobile_phone" label="Mobile phone" />
        <TextField source="office_phone" label="Office phone" />
      </FieldSection>
      <FieldSection title="About" columns={1}>
        <TextField source="description" />
      </FieldSection>
      <FileSection title="Profile picture" source="image_url" missing="No picture was submitted." />
    </Show>
  );
}
