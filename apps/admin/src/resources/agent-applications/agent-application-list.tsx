import { DataTable, List, type RaRecord } from 'react-admin';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { CountryInput } from '../../components/region-input';
import { APPLICATION_STATUS_LABELS, StatusField } from '../../components/status-field';
import { applicationFilters, QUEUE_DEFAULTS } from '../applications/application-filters';
import { BulkDecisionButtons } from '../applications/bulk-decision-buttons';

const filters = applicationFilters(
  <CountryInput key="country" source="country" label="Applicant's country" />,
);

export const agentApplicationName = (record: RaRecord) => `${record.first_name} ${record.last_name}`;
const Body = labelledBody((record) => `Agent application: ${agentApplicationName(record)}`);

export function AgentApplicationList() {
  return (
    <List filters={filters} {...QUEUE_DEFAULTS}>
      <DataTable
        body={Body}
        rowClick="show"
        bulkActionButtons={<BulkDecisionButtons />}
        isRowSelectable={(record) => record.status === 'pending'}
      >
        <DataTable.Col source="last_name" label="Name" render={agentApplicationName} />
        <DataTable.Col source="position" disableSort />
        <DataTable.Col source="agency_name" label="Agency" disableSort />
        <DataTable.Col source="work_email" label="Work email" />
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
