import { DataTable, List, TextInput } from 'react-admin';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { CountryInput } from '../../components/region-input';
import { APPLICATION_STATUS_LABELS, StatusField } from '../../components/status-field';
import { applicationFilters, QUEUE_DEFAULTS } from '../applications/application-filters';
import { BulkDecisionButtons } from '../applications/bulk-decision-buttons';

const filters = applicationFilters(
  <CountryInput key="country" source="country" label="Country" />,
  <TextInput key="state" source="state" label="Region contains" />,
);

const Body = labelledBody((record) => `Agency application: ${record.agency_name}`);

export function AgencyApplicationList() {
  return (
    <List filters={filters} {...QUEUE_DEFAULTS}>
      <DataTable
        body={Body}
        rowClick="show"
        bulkActionButtons={<BulkDecisionButtons />}
        isRowSelectable={(record) => record.status === 'pending'}
      >
        <DataTable.Col source="agency_name" label="Agency" />
        <DataTable.Col source="applicant_name" label="Applicant" />
        <DataTable.Col source="license_number" label="Licence" disableSort />
        <DataTable.Col source="region" disableSort />
        <DataTable.Col source="country" />
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
