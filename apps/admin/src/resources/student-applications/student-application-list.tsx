import { STUDENT_PROOF_TYPES } from '@ile/shared/constants/uploads';
import { DataTable, List, type RaRecord, SelectInput, TextInput } from 'react-admin';
import { choicesOf } from '../../components/choices';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { CountryInput } from '../../components/region-input';
import { APPLICATION_STATUS_LABELS, StatusField } from '../../components/status-field';
import { applicationFilters, QUEUE_DEFAULTS } from '../applications/application-filters';
import { BulkDecisionButtons } from '../applications/bulk-decision-buttons';

const filters = applicationFilters(
  <SelectInput key="proof_type" source="proof_type" label="Proof" choices={choicesOf(STUDENT_PROOF_TYPES)} />,
  <TextInput key="university" source="university" label="University contains" />,
  <CountryInput key="country" source="country" label="Applicant's country" />,
);

export const studentApplicationName = (record: RaRecord) => `${record.first_name} ${record.last_name}`;
const Body = labelledBody((record) => `Student application: ${studentApplicationName(record)}`);

export function StudentApplicationList() {
  return (
    <List filters={filters} {...QUEUE_DEFAULTS}>
      <DataTable
        body={Body}
        rowClick="show"
        bulkActionButtons={<BulkDecisionButtons />}
        isRowSelectable={(record) => record.status === 'pending'}
      >
        <DataTable.Col source="last_name" label="Name" render={studentApplicationName} />
        <DataTable.Col source="university" />
        <DataTable.Col source="university_email" label="University email" disableSort />
        <DataTable.Col source="proof_type" label="Proof" disableSort />
        <DataTable.Col source="status">
          <StatusField labels={APPLICATION_STATUS_LABELS} />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="Submitted">
          <LocalDateField source="created_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
