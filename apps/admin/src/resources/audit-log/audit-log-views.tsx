import { STAFF_ROLES } from '@ile/shared/constants/auth';
import type { AuditLogRecord } from '@ile/shared/contracts/admin/audit-log';
import { Box } from '@mui/material';
import {
  DataTable,
  DateInput,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  Show,
  TextField,
  TextInput,
} from 'react-admin';
import { choicesOf } from '../../components/choices';
import { FieldSection, Section } from '../../components/field-section';
import { JsonField } from '../../components/json-field';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { RecordTitle } from '../../components/record-title';

const RESOURCES = [
  'listing-applications',
  'agent-applications',
  'agency-applications',
  'student-applications',
  'tickets',
  'notices',
  'users',
  'properties',
  'reviews',
  'queues',
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Action, resource or request id" />,
  <SelectInput key="resource" source="resource" choices={choicesOf(RESOURCES)} alwaysOn />,
  <SelectInput
    key="actor_role"
    source="actor_role"
    label="Role"
    choices={choicesOf([...STAFF_ROLES, 'staff', 'cli'])}
  />,
  <TextInput key="action" source="action" label="Action (exact)" />,
  <DateInput key="created_at_gte" source="created_at_gte" label="From" />,
  <DateInput key="created_at_lte" source="created_at_lte" label="Until" />,
];

const Body = labelledBody<AuditLogRecord>((entry) => `Audit entry ${entry.id}: ${entry.action}`);
const Column = DataTable.Col<AuditLogRecord>;

/** Who did what to which record, newest first; read-only. */
export function AuditLogList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable<AuditLogRecord> body={Body} rowClick="show" bulkActionButtons={false}>
        <Column source="created_at" label="When">
          <LocalDateField source="created_at" showTime />
        </Column>
        <Column source="actor_name" label="Who" disableSort render={(r) => r.actor_name ?? r.actor_role} />
        <Column source="actor_role" label="Role" disableSort />
        <Column source="action" />
        <Column source="resource" />
        <Column source="resource_id" label="Record" disableSort />
      </DataTable>
    </List>
  );
}

export function AuditLogShow() {
  return (
    <Show
      title={
        <RecordTitle<AuditLogRecord>
          label="Audit entry"
          suffix={(entry) => ` ${entry.id}: ${entry.action}`}
        />
      }
      actions={false}
    >
      <FieldSection title="Entry">
        <LocalDateField source="created_at" label="When" showTime />
        <ReferenceField source="actor_id" reference="users" label="Who" link="show" />
        <TextField source="actor_role" label="Role" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="resource_id" label="Record" />
        <TextField source="ip" label="IP address" />
        <TextField source="request_id" label="Request id" />
      </FieldSection>
      <Section title="Change">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <h3>Before</h3>
            <JsonField source="before" />
          </Box>
          <Box>
            <h3>After</h3>
            <JsonField source="after" />
          </Box>
        </Box>
      </Section>
    </Show>
  );
}
