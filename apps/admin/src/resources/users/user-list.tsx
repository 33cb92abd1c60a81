import {
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectArrayInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { CountryInput } from '../../components/region-input';
import { AccountStateField } from './account-state-field';
import { ROLE_CHOICES, STAFF_ROLE_CHOICES } from './user-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email or phone" />,
  <SelectArrayInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput key="staff_role" source="staff_role" label="Staff role" choices={STAFF_ROLE_CHOICES} />,
  <NullableBooleanInput key="is_staff" source="is_staff" label="Staff" />,
  <NullableBooleanInput key="suspended" source="suspended" label="Suspended" />,
  <CountryInput key="country" source="country" label="Country" />,
];

const Body = labelledBody((record) => `User: ${record.full_name} <${record.email}>`);

export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable body={Body} rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="last_name" label="Name" render={(record) => record.full_name} />
        <DataTable.Col source="email" />
        <DataTable.Col source="role">
          <SelectField source="role" choices={ROLE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="staff_role" label="Staff role">
          <TextField source="staff_role" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="country" />
        <DataTable.Col source="suspended_at" label="Account">
          <AccountStateField />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="Joined">
          <LocalDateField source="created_at" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
