import { TICKET_STATUSES } from '@ile/shared/constants/statuses';
import type { TicketRecord } from '@ile/shared/contracts/admin/tickets';
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

const Body = labelledBody<TicketRecord>((ticket) => `Ticket: ${ticket.subject}`);
const Column = DataTable.Col<TicketRecord>;

/** The support queue, oldest first, open work by default. */
export function TicketList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: ['pending', 'open'] }}
      sort={{ field: 'created_at', order: 'ASC' }}
    >
      <DataTable<TicketRecord> body={Body} rowClick="show" bulkActionButtons={false}>
        <Column source="subject" />
        <Column source="requester_name" label="Requester" />
        <Column source="status">
          <StatusField />
        </Column>
        <Column source="age_hours" label="Age" disableSort render={(record) => formatAge(record.age_hours)} />
        <Column
          source="assignee_name"
          label="Assigned to"
          disableSort
          render={(r) => r.assignee_name ?? '—'}
        />
        <DataTable.NumberCol<TicketRecord> source="reply_count" label="Replies" disableSort />
        <Column source="last_reply_at" label="Last reply" disableSort>
          <LocalDateField source="last_reply_at" showTime emptyText="—" />
        </Column>
        <Column source="created_at" label="Opened">
          <LocalDateField source="created_at" showTime />
        </Column>
      </DataTable>
    </List>
  );
}
