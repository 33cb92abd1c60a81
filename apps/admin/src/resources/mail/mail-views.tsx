import type { CaughtMailRecord } from '@ile/shared/contracts/admin/mail';
import { Box } from '@mui/material';
import { DataTable, List, SearchInput, Show, TextField, TextInput, useRecordContext } from 'react-admin';
import { FieldSection, Section } from '../../components/field-section';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { RecordTitle } from '../../components/record-title';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Recipient or subject" />,
  <TextInput key="to_address" source="to_address" label="To contains" />,
];

const Body = labelledBody<CaughtMailRecord>((mail) => `Mail to ${mail.to_address}: ${mail.subject}`);
const Column = DataTable.Col<CaughtMailRecord>;

/** The messages the local mail catcher kept (development only: production sends them). */
export function MailList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} title="Mail (caught locally)">
      <DataTable<CaughtMailRecord> body={Body} rowClick="show" bulkActionButtons={false}>
        <Column source="created_at" label="When">
          <LocalDateField source="created_at" showTime />
        </Column>
        <Column source="to_address" label="To" />
        <Column source="subject" />
      </DataTable>
    </List>
  );
}

function HtmlBody() {
  const record = useRecordContext<CaughtMailRecord>();
  if (!record?.html) return null;
  // A sandbox without scripts or same-origin: mail HTML is rendered, never trusted.
  return (
    <Box
      component="iframe"
      title="Mail as the recipient sees it"
      sandbox=""
      srcDoc={record.html}
      sx={{
        width: '100%',
        minHeight: 480,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'white',
      }}
    />
  );
}

export function MailShow() {
  return (
    <Show
      title={<RecordTitle<CaughtMailRecord> label="Mail" suffix={(mail) => `: ${mail.subject}`} />}
      actions={false}
    >
      <FieldSection title="Message">
        <TextField source="to_address" label="To" />
        <TextField source="subject" />
        <LocalDateField source="created_at" label="Caught" showTime />
      </FieldSection>
      <Section title="As sent">
        <HtmlBody />
      </Section>
      <Section title="Plain text">
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0, fontFamily: 'inherit' }}>
          <TextField source="text" />
        </Box>
      </Section>
    </Show>
  );
}
