import {
  DataTable,
  FunctionField,
  List,
  type RaRecord,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { CATEGORY_CHOICES, PROPERTY_TYPE_CHOICES } from '../../components/choices';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { CountryInput, RegionInput } from '../../components/region-input';
import { APPLICATION_STATUS_LABELS, StatusField } from '../../components/status-field';
import { applicationFilters, QUEUE_DEFAULTS } from '../applications/application-filters';
import { BulkDecisionButtons } from '../applications/bulk-decision-buttons';
import { formatListingPrice } from './listing-format';

const filters = applicationFilters(
  <CountryInput key="country" source="country" label="Country" />,
  <RegionInput key="state" source="state" label="State or district" />,
  <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />,
  <SelectInput key="property_type" source="property_type" label="Type" choices={PROPERTY_TYPE_CHOICES} />,
);

export const listingApplicationLabel = (record: RaRecord) => `Listing application: ${record.title}`;
const Body = labelledBody(listingApplicationLabel);

export function ListingApplicationList() {
  return (
    <List filters={filters} {...QUEUE_DEFAULTS}>
      <DataTable
        body={Body}
        rowClick="show"
        bulkActionButtons={<BulkDecisionButtons />}
        isRowSelectable={(record) => record.status === 'pending'}
      >
        <DataTable.Col source="title" />
        <DataTable.Col source="applicant_name" label="Applicant" />
        <DataTable.Col source="city" label="Place">
          <FunctionField
            render={(record) => [record.city, record.state, record.country].filter(Boolean).join(', ')}
          />
        </DataTable.Col>
        <DataTable.Col source="category">
          <SelectField source="category" choices={CATEGORY_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="price" align="right">
          <FunctionField render={formatListingPrice} />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField labels={APPLICATION_STATUS_LABELS} />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="Submitted">
          <LocalDateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="decided_by_name" label="Decided by" disableSort>
          <TextField source="decided_by_name" emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
