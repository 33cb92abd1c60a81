import type { AgentApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { DataTable, EmailField, TextField, UrlField } from 'react-admin';
import { FieldSection } from '../../components/field-section';
import { CountryInput } from '../../components/region-input';
import { FileSection } from '../applications/file-section';
import { personName } from '../applications/person-name';

const Column = DataTable.Col<AgentApplicationRecord>;

export const agentApplicationFilters = [
  <CountryInput key="country" source="country" label="Applicant's country" />,
];

export const agentApplicationColumns = [
  <Column key="name" source="last_name" label="Name" render={personName} />,
  <Column key="position" source="position" disableSort />,
  <Column key="agency_name" source="agency_name" label="Agency" disableSort />,
  <Column key="work_email" source="work_email" label="Work email" />,
];

export const agentApplicationDetails = (
  <>
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
  </>
);
