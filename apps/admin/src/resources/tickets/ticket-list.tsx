import { TICKET_STATUSES } from '@ile/shared/constants/statuses';
import {
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
} from 'react-admin';
import { choicesOf } from '../../components/choices';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { StatusField } from '../../components/status-field';
import { formatAge } from './ticket-age';

const AGE_CHOICES = [
  { id: 24, name: 'Older than a day' },
  { id: 72, name: 'Older than 3 days' },
  { id: 168, name: 'Older than a week' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
  <SelectArrayInput key="status" source="status" choices={choicesOf(TICKET_STATUSES)} alwaysOn />,
  <SelectInput key="older_than_hours" source="older_than_hours" label="Age" choices={AGE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="unassigned" source="unassigned" label="Unassigned" />,
  <ReferenceInput key="assigned_to" source="assigned_to" reference="users" filter={{ is_staff: true }}>
    <SelectInput label="Assigned to" optionText="full_name" />
  </ReferenceInput>,
];

const Body = labelledBody((record) => `Ticket: ${record.subject}`);

/** The support queue, oldest first, open work by default. */
export function TicketList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: ['pending', 'open'] }}
      sort={{ field: 'created_at', order: 'ASC' }}
    >
      <DataTable body={Body} rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="subject" />
        <DataTable.Col source="requester_name" label="Requester" />
        <DataTable.Col source="status">
          <StatusField />
        </DataTable.Col>
        <DataTable.Col
          source="age_hours"
          label="Age"
          disableSort
          render={(record) => formatAge(record.age_hours)}
        />
        <DataTable.Col
          source="assignee_name"
          label="Assigned to"
          disableSort
          render={(r) => r.assignee_name ?? '—'}
        />
        <DataTable.NumberCol source="reply_count" label="Replies" disableSort />
        <DataTable.Col source="last_reply_at" label="Last reply" disableSort>
          <LocalDateField source="last_reply_at" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="Opened">
          <LocalDateField source="created_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
