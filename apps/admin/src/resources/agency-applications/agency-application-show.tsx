import { EmailField, SelectField, Show, TextField, UrlField } from 'react-admin';
import { COUNTRY_CHOICES } from '../../components/choices';
import { FieldSection } from '../../components/field-section';
import { ApplicationTitle } from '../applications/application-title';
import { DecisionSection } from '../applications/decision-section';
import { FileSection } from '../applications/file-section';

export function AgencyApplicationShow() {
  return (
    <Show title={<ApplicationTitle kind="Agency" name={(record) => record.agency_name} />} actions={false}>
      <DecisionSection />
      <FieldSection title="Agency">
        <TextField source="agency_name" label="Name" />
        <TextField source="license_number" label="Licence number" />
        <UrlField source="website" target="_blank" rel="noopener noreferrer" />
        <EmailField source="work_email" label="Work email" />
        <TextField source="mobile_phone" label="Mobile phone" />
        <TextField source="office_phone" label="Office phone" />
        <TextField source="fax" />
        <TextField source="address" />
        <TextField source="postal_code" label="Postal code" />
        <TextField source="region" />
        <SelectField source="country" choices={COUNTRY_CHOICES} />
      </FieldSection>
      <FieldSection title="Applicant">
        <TextField source="position" />
        <TextField source="gender" />
        <UrlField source="linkedin" label="LinkedIn" target="_blank" rel="noopener noreferrer" />
      </FieldSection>
      <FieldSection title="About" columns={1}>
        <TextField source="description" />
        <TextField source="history" />
        <TextField source="corporate_values" label="Corporate values" />
      </FieldSection>
      <FileSection
        title="Registration document"
        source="document_url"
        missing="No registration document was submitted."
      />
      <FileSection title="Logo" source="image_url" missing="No logo was submitted." />
    </Show>
  );
}
