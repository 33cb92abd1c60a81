import { PROPERTY_STATUSES } from '@ile/shared/constants/statuses';
import { DataTable, DateField, List, NumberField, SearchInput, SelectField, SelectInput } from 'react-admin';
import { CATEGORY_CHOICES, choicesOf, PROPERTY_TYPE_CHOICES } from '../../components/choices';
import { labelledBody } from '../../components/labelled-rows';
import { CountryInput, RegionInput } from '../../components/region-input';
import { StatusField } from '../../components/status-field';
import { formatListingPrice } from '../listing-applications/listing-format';
import { PublishToggleButton } from './publish-toggle-button';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title, place or owner" />,
  <SelectInput key="status" source="status" choices={choicesOf(PROPERTY_STATUSES)} alwaysOn />,
  <CountryInput key="country" source="country" label="Country" alwaysOn />,
  <RegionInput key="state" source="state" label="State or district" />,
  <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />,
  <SelectInput key="property_type" source="property_type" label="Type" choices={PROPERTY_TYPE_CHOICES} />,
];

const Body = labelledBody((record) => `Listing: ${record.title}`);

export function PropertyList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable body={Body} rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="owner_name" label="Owner" disableSort />
        <DataTable.Col
          source="city"
          label="Place"
          render={(r) => [r.city, r.state, r.country].filter(Boolean).join(', ')}
        />
        <DataTable.Col source="category">
          <SelectField source="category" choices={CATEGORY_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="price" align="right" render={formatListingPrice} />
        <DataTable.Col source="status">
          <StatusField />
        </DataTable.Col>
        <DataTable.Col source="views" align="right">
          <NumberField source="views" />
        </DataTable.Col>
        <DataTable.Col source="published_at" label="Published">
          <DateField source="published_at" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col label="Actions" disableSort>
          <PublishToggleButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
