import type { AgencyApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { DataTable, EmailField, SelectField, TextField, TextInput, UrlField } from 'react-admin';
import { COUNTRY_CHOICES } from '../../components/choices';
import { FieldSection } from '../../components/field-section';
import { CountryInput } from '../../components/region-input';
import { FileSection } from '../applications/file-section';

const Column = DataTable.Col<AgencyApplicationRecord>;

export const agencyApplicationFilters = [
  <CountryInput key="country" source="country" label="Country" />,
  <TextInput key="state" source="state" label="Region contains" />,
];

export const agencyApplicationColumns = [
  <Column key="agency_name" source="agency_name" label="Agency" />,
  <Column key="applicant_name" source="applicant_name" label="Applicant" />,
  <Column key="license_number" source="license_number" label="Licence" disableSort />,
  <Column key="region" source="region" disableSort />,
  <Column key="country" source="country" />,
];

export const agencyApplicationDetails = (
  <>
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
  </>
);
