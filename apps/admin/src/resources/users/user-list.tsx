import type { UserRecord } from '@ile/shared/contracts/admin/users';
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

const Body = labelledBody<UserRecord>((user) => `User: ${user.full_name} <${user.email}>`);
const Column = DataTable.Col<UserRecord>;

export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable<UserRecord> body={Body} rowClick="show" bulkActionButtons={false}>
        <Column source="last_name" label="Name" render={(record) => record.full_name} />
        <Column source="email" />
        <Column source="role">
          <SelectField source="role" choices={ROLE_CHOICES} />
        </Column>
        <Column source="staff_role" label="Staff role">
          <TextField source="staff_role" emptyText="—" />
        </Column>
        <Column source="country" />
        <Column source="suspended_at" label="Account">
          <AccountStateField />
        </Column>
        <Column source="created_at" label="Joined">
          <LocalDateField source="created_at" />
        </Column>
      </DataTable>
    </List>
  );
}
