import { HOLD_PURPOSE_LABELS, PAYMENT_PROVIDERS } from '@ile/shared/constants/payments';
import { TRANSACTION_STATUSES } from '@ile/shared/constants/statuses';
import type { TransactionRecord } from '@ile/shared/contracts/admin/transactions';
import { formatPrice } from '@ile/shared/helpers/format-price';
import type { ReactNode } from 'react';
import {
  DataTable,
  DateInput,
  EmailField,
  FunctionField,
  Link,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  Show,
  TextField,
  WithRecord,
} from 'react-admin';
import { choicesOf } from '../../components/choices';
import { FieldSection } from '../../components/field-section';
import { JsonField } from '../../components/json-field';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { RecordTitle } from '../../components/record-title';
import { StatusField } from '../../components/status-field';
import { HOLD_STATE_LABELS } from '../disputes/hold-state-labels';

const PROVIDER_CHOICES = choicesOf(PAYMENT_PROVIDERS);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Reference, payer or email" />,
  <SelectInput key="status" source="status" choices={choicesOf(TRANSACTION_STATUSES)} alwaysOn />,
  <SelectInput key="provider" source="provider" choices={PROVIDER_CHOICES} alwaysOn />,
  <SelectInput key="currency" source="currency" choices={choicesOf(['NGN', 'SLE'])} />,
  <DateInput key="created_at_gte" source="created_at_gte" label="From" />,
  <DateInput key="created_at_lte" source="created_at_lte" label="Until" />,
];

const amount = (record: Pick<TransactionRecord, 'amount' | 'currency'>) =>
  formatPrice(record.amount, record.currency);
const Body = labelledBody<TransactionRecord>((transaction) => `Transaction ${transaction.reference}`);
const Column = DataTable.Col<TransactionRecord>;

export function TransactionList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable<TransactionRecord> body={Body} rowClick="show" bulkActionButtons={false}>
        <Column source="reference" />
        <Column source="payer_name" label="Payer" disableSort />
        <Column source="property_title" label="Listing" disableSort />
        <Column source="amount" align="right" render={amount} />
        <Column source="provider" />
        <Column source="status">
          <StatusField />
        </Column>
        <Column source="created_at" label="When">
          <LocalDateField source="created_at" showTime />
        </Column>
      </DataTable>
    </List>
  );
}

type Held = NonNullable<TransactionRecord['hold']>;
const held = (render: (hold: Held) => ReactNode) => (transaction: TransactionRecord) =>
  transaction.hold ? render(transaction.hold) : null;

/**
 * Where a held payment's money is (docs/payments.md, "Held payments"): Support reaching a payment from a ticket
 * (a late "it did not happen" names the fee's reference) sees whether it went to the payee, when, and the
 * payout's reference, and opens the dispute when there is one.
 */
export function HeldPayment() {
  return (
    <FieldSection title="Held payment">
      <FunctionField<TransactionRecord>
        label="For"
        render={held((hold) => HOLD_PURPOSE_LABELS[hold.purpose])}
      />
      <FunctionField<TransactionRecord>
        label="State"
        render={held((hold) => HOLD_STATE_LABELS[hold.state])}
      />
      <ReferenceField source="hold.payee_id" reference="users" label="Payee" link="show" />
      <LocalDateField source="hold.release_after" label="Goes to the payee after" showTime />
      <LocalDateField source="hold.settled_at" label="Paid out or refunded" showTime />
      {/* A provider's payout id is one long word: broken anywhere, or a phone's page scrolls sideways. */}
      <TextField
        source="hold.provider_payout_id"
        label="Payout reference"
        sx={{ overflowWrap: 'anywhere' }}
      />
      <TextField source="hold.payout_failure" label="Payout problem" />
      <FunctionField<TransactionRecord>
        label="Dispute"
        render={held((hold) =>
          hold.disputed_at ? (
            <Link to={`/disputes/${hold.id}/show`}>Open the dispute</Link>
          ) : (
            'Never disputed'
          ),
        )}
      />
    </FieldSection>
  );
}

export function TransactionShow() {
  return (
    <Show
      title={
        <RecordTitle<TransactionRecord>
          label="Transaction"
          suffix={(transaction) => ` ${transaction.reference}`}
        />
      }
      actions={false}
    >
      <FieldSection title="Payment">
        <TextField source="reference" />
        <StatusField label="Status" />
        <FunctionField<TransactionRecord> source="amount" render={amount} />
        <TextField source="provider" />
        <TextField source="provider_reference" label="Provider reference" />
        <LocalDateField source="verified_at" label="Verified" showTime />
        <TextField source="payer_name" label="Payer" />
        <EmailField source="payer_email" label="Payer email" />
        <ReferenceField source="user_id" reference="users" label="Account" link="show" />
        <TextField source="property_title" label="Listing" />
        <TextField source="subject" />
        <TextField source="description" />
        <LocalDateField source="created_at" label="Started" showTime />
        <LocalDateField source="updated_at" label="Updated" showTime />
      </FieldSection>
      <WithRecord<TransactionRecord> render={(transaction) => (transaction.hold ? <HeldPayment /> : null)} />
      <FieldSection title="Provider's answer" columns={1}>
        <JsonField source="raw" label={false} />
      </FieldSection>
    </Show>
  );
}
