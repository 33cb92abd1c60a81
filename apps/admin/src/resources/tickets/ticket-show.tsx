import type { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import { Box, Link, Typography } from '@mui/material';
import {
  EmailField,
  FunctionField,
  ReferenceField,
  Show,
  TextField,
  useRecordContext,
  WithRecord,
} from 'react-admin';
import { FieldSection, Section } from '../../components/field-section';
import { LocalDateField } from '../../components/local-fields';
import { RecordTitle } from '../../components/record-title';
import { StatusField } from '../../components/status-field';
import { formatAge } from './ticket-age';
import { TicketAssign } from './ticket-assign';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusButtons } from './ticket-status-buttons';
import { TicketThread } from './ticket-thread';

function Attachment() {
  const record = useRecordContext<TicketRecord>();
  if (!record?.image_url) return <Typography color="text.secondary">No attachment.</Typography>;
  return (
    <Link href={record.image_url} target="_blank" rel="noopener" title="Open the attachment at full size">
      <Box
        component="img"
        src={record.image_url}
        alt={record.file_name ? `Attachment: ${record.file_name}` : 'Attachment'}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 480, borderRadius: 1 }}
      />
    </Link>
  );
}

export function TicketShow() {
  return (
    <Show
      title={<RecordTitle<TicketRecord> label="Ticket" suffix={(ticket) => `: ${ticket.subject}`} />}
      actions={false}
    >
      <FieldSection
        title="Ticket"
        actions={
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', pt: 1, pr: 1, flexWrap: 'wrap' }}>
            <TicketAssign />
            <TicketStatusButtons />
          </Box>
        }
      >
        <StatusField label="Status" />
        <ReferenceField source="user_id" reference="users" label="Requester" link="show">
          <TextField source="full_name" />
        </ReferenceField>
        <EmailField source="requester_email" label="Requester email" />
        <TextField source="assignee_name" label="Assigned to" />
        <FunctionField<TicketRecord> label="Age" render={(record) => formatAge(record.age_hours)} />
        <LocalDateField source="created_at" label="Opened" showTime />
        <LocalDateField source="closed_at" label="Closed" showTime />
      </FieldSection>
      <Section title="Conversation">
        <TicketThread />
      </Section>
      <WithRecord<TicketRecord>
        render={(record) =>
          record.status === 'closed' ? null : (
            <Section title="Reply">
              <TicketReplyForm />
            </Section>
          )
        }
      />
      <Section title="Attachment">
        <Attachment />
      </Section>
    </Show>
  );
}
