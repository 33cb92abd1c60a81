import { HOLD_PURPOSE_LABELS, HOLD_PURPOSES } from '@ile/shared/constants/payments';
import type { DisputeRecord } from '@ile/shared/contracts/admin/disputes';
import { Box, Typography } from '@mui/material';
import {
  DataTable,
  EmailField,
  FunctionField,
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
import { RecordTitle } from '../../components/record-title';
import { DisputeDecisionButtons } from './dispute-decision-buttons';
import { HOLD_STATE_LABELS } from './hold-state-labels';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Reference, listing or email" />,
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'open', name: 'Open' },
      { id: 'decided', name: 'Decided' },
    ]}
    alwaysOn
  />,
  <SelectInput
    key="purpose"
    source="purpose"
    choices={choicesOf(HOLD_PURPOSES).map((choice) => ({
      ...choice,
      name: HOLD_PURPOSE_LABELS[choice.id as DisputeRecord['purpose']],
    }))}
  />,
];

const Body = labelledBody<DisputeRecord>(
  (dispute) => `Dispute: ${dispute.property_title ?? 'listing'}, ${dispute.amount_formatted}`,
);
const Column = DataTable.Col<DisputeRecord>;
const state = (dispute: DisputeRecord) => HOLD_STATE_LABELS[dispute.state];

/** Disputed held payments, the oldest waiting first; open ones unless the filter asks for decided ones. */
export function DisputeList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'disputed_at', order: 'ASC' }}
    >
      <DataTable<DisputeRecord> body={Body} rowClick="show" bulkActionButtons={false}>
        <Column source="property_title" label="Listing" disableSort />
        <Column source="purpose" render={(dispute) => HOLD_PURPOSE_LABELS[dispute.purpose]} disableSort />
        <Column source="amount" align="right" render={(dispute) => dispute.amount_formatted} />
        <Column source="payer_name" label="Payer" disableSort />
        <Column source="payee_name" label="Payee" disableSort />
        <Column source="state" render={state} />
        <Column source="disputed_at" label="Disputed">
          <LocalDateField source="disputed_at" showTime />
        </Column>
      </DataTable>
    </List>
  );
}

/** The timeline: every change of the hold's state, who made it and why. */
function Timeline() {
  const record = useRecordContext<DisputeRecord>();
  if (!record) return null;
  return (
    <Box component="ol" aria-label="Timeline" sx={{ pl: 3, m: 0 }}>
      {record.events.map((event) => (
        <li key={`${event.at}-${event.to}`}>
          <Typography variant="body2">
            {new Date(event.at).toLocaleString('en-GB')}: {HOLD_STATE_LABELS[event.to]} ({event.actor}
            {event.actor_name ? `, ${event.actor_name}` : ''}){event.reason ? `: ${event.reason}` : ''}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** One dispute: what was paid for, both sides' words, the decision (or the buttons to make it), the timeline. */
export function DisputeShow() {
  return (
    <Show
      title={
        <RecordTitle<DisputeRecord>
          label="Dispute"
          suffix={(dispute) => `: ${dispute.property_title ?? 'listing'}, ${dispute.amount_formatted}`}
        />
      }
      actions={false}
    >
      {/* Above the cards rather than in a card's header, where a phone's width would push them out of view. */}
      <Box sx={{ p: 2, pb: 0 }}>
        <DisputeDecisionButtons />
      </Box>
      <FieldSection title="Payment">
        <FunctionField<DisputeRecord> label="State" render={state} />
        <FunctionField<DisputeRecord>
          label="Purpose"
          render={(dispute) => HOLD_PURPOSE_LABELS[dispute.purpose]}
        />
        <FunctionField<DisputeRecord> label="Amount" render={(dispute) => dispute.amount_formatted} />
        {/* Support may not read the console's listings: the title, not a link. */}
        <TextField source="property_title" label="Listing" />
        <TextField source="transaction_reference" label="Reference" />
        <TextField source="move_in_date" label="Move-in date" />
        <LocalDateField source="disputed_at" label="Disputed" showTime />
        <TextField source="payout_failure" label="Payout problem" />
      </FieldSection>
      <FieldSection title="Payer">
        <ReferenceField source="payer_id" reference="users" label="Account" link="show" />
        <TextField source="payer_name" label="Name" />
        <EmailField source="payer_email" label="Email" />
      </FieldSection>
      <FieldSection title="Payee">
        <ReferenceField source="payee_id" reference="users" label="Account" link="show" />
        <TextField source="payee_name" label="Name" />
        <EmailField source="payee_email" label="Email" />
      </FieldSection>
      <FieldSection title="Their words" columns={1}>
        <TextField source="dispute_reason" label="The payer’s reason" />
        <TextField source="payee_statement" label="The payee’s statement" emptyText="No statement yet" />
      </FieldSection>
      <FieldSection title="Decision">
        <TextField source="decision_reason" label="Reason" emptyText="Not decided yet" />
        <TextField source="decided_by_name" label="Decided by" />
        <LocalDateField source="decided_at" label="Decided" showTime />
      </FieldSection>
      <Section title="Timeline">
        <Timeline />
      </Section>
    </Show>
  );
}
