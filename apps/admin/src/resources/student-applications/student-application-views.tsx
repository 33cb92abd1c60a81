import { STUDENT_PROOF_TYPES } from '@ile/shared/constants/uploads';
import type { StudentApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { DataTable, EmailField, SelectInput, TextField, TextInput } from 'react-admin';
import { choicesOf } from '../../components/choices';
import { FieldSection } from '../../components/field-section';
import { CountryInput } from '../../components/region-input';
import { FileSection } from '../applications/file-section';
import { personName } from '../applications/person-name';

const Column = DataTable.Col<StudentApplicationRecord>;

export const studentApplicationFilters = [
  <SelectInput key="proof_type" source="proof_type" label="Proof" choices={choicesOf(STUDENT_PROOF_TYPES)} />,
  <TextInput key="university" source="university" label="University contains" />,
  <CountryInput key="country" source="country" label="Applicant's country" />,
];

export const studentApplicationColumns = [
  <Column key="name" source="last_name" label="Name" render={personName} />,
  <Column key="university" source="university" />,
  <Column key="university_email" source="university_email" label="University email" disableSort />,
  <Column key="proof_type" source="proof_type" label="Proof" disableSort />,
];

export const studentApplicationDetails = (
  <>
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
  </>
);
