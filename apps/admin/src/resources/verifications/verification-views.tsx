import { VERIFICATION_KINDS, VERIFICATION_STATUSES } from '@ile/shared/constants/verification';
import type { VerificationRecord } from '@ile/shared/contracts/admin/verifications';
import { Box, Typography } from '@mui/material';
import {
  DataTable,
  EmailField,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  Show,
  TextField,
  useRecordContext,
} from 'react-admin';
import { choicesOf } from '../../components/choices';
import { FieldSection, Section } from '../../components/field-section';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { PrivateImage } from '../../components/private-image';
import { RecordTitle } from '../../components/record-title';
import { ReviewWaitField } from '../../components/review-wait-field';
import { StatusField } from '../../components/status-field';
import { VerificationDecisionButtons } from './verification-decision-buttons';

const KIND_LABELS = { identity: 'ID', business: 'Business' };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email or document number" />,
  <SelectInput key="status" source="status" choices={choicesOf(VERIFICATION_STATUSES)} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={choicesOf(VERIFICATION_KINDS, KIND_LABELS)} />,
  <SelectInput
    key="country"
    source="country"
    choices={[
      { id: 'NG', name: 'Nigeria' },
      { id: 'SL', name: 'Sierra Leone' },
    ]}
  />,
];

const Body = labelledBody<VerificationRecord>(
  (record) => `Verification: ${record.user_name} (${KIND_LABELS[record.kind]})`,
);
const Column = DataTable.Col<VerificationRecord>;

/** The queue: pending first by default, oldest waiting first. */
export function VerificationList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'ASC' }}
    >
      <DataTable<VerificationRecord> body={Body} rowClick="show" bulkActionButtons={false}>
        <Column source="user_name" label="Person" disableSort />
        <Column source="kind" render={(record) => KIND_LABELS[record.kind]} />
        <Column source="document_label" label="Document" disableSort />
        <Column source="country" disableSort />
        <Column source="status">
          <StatusField />
        </Column>
        <Column source="createdAt" label="Sent">
          <LocalDateField source="createdAt" showTime />
        </Column>
        <Column source="waited_business_days" label="Waited" disableSort>
          <ReviewWaitField />
        </Column>
        <Column label="Actions" disableSort>
          <VerificationDecisionButtons />
        </Column>
      </DataTable>
    </List>
  );
}

/** The ID picture, the selfie or the certificate, large; or why it is no longer there. */
function VerificationFile({ source, title }: { source: 'document_url' | 'selfie_url'; title: string }) {
  const record = useRecordContext<VerificationRecord>();
  if (!record) return null;
  if (source === 'selfie_url' && record.kind === 'business') return null;
  const url = record[source];
  return (
    <Section title={title}>
      {url ? (
        <PrivateImage url={url} alt={title} />
      ) : (
        <Typography color="text.secondary">
          {record.files_deleted_at
            ? 'Deleted 30 days after the decision, as promised to the person.'
            : 'Not sent.'}
        </Typography>
      )}
    </Section>
  );
}

export function VerificationShow() {
  return (
    <Show
      title={
        <RecordTitle<VerificationRecord>
          label="Verification"
          suffix={(record) => `: ${record.user_name} (${KIND_LABELS[record.kind]})`}
        />
      }
      actions={false}
    >
      <FieldSection
        title="Verification"
        actions={
          <Box sx={{ pt: 1, pr: 1 }}>
            <VerificationDecisionButtons />
          </Box>
        }
      >
        <StatusField label="Status" />
        <TextField source="user_name" label="Person" />
        <EmailField source="user_email" label="Email" />
        <ReferenceField source="user_id" reference="users" label="Account" link="show" />
        <TextField source="agency_name" label="Agency" emptyText="—" />
        <TextField source="country" />
        <TextField source="document_label" label="Document" />
        <TextField source="document_number" label="Number" />
        <TextField source="licence_number" label="Licence number" emptyText="—" />
        <LocalDateField source="createdAt" label="Sent" showTime />
        <LocalDateField source="decided_at" label="Decided" showTime />
        <TextField source="reviewer_name" label="Reviewer" emptyText="—" />
        <TextField source="checked_note" label="What was checked" emptyText="—" />
        <TextField source="rejection_reason" label="Reason" emptyText="—" />
        <LocalDateField source="files_delete_after" label="Files deleted after" showTime />
        <LocalDateField source="files_deleted_at" label="Files deleted" showTime />
      </FieldSection>
      <VerificationFile source="document_url" title="Document" />
      <VerificationFile source="selfie_url" title="Selfie holding the ID" />
    </Show>
  );
}
