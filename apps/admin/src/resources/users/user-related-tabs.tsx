import type { ApplicationRecord } from '@ile/shared/contracts/admin/applications';
import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import type { ReviewRecord } from '@ile/shared/contracts/admin/reviews';
import type { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import type { TransactionRecord } from '@ile/shared/contracts/admin/transactions';
import { formatPrice } from '@ile/shared/helpers/format-price';
import type { ReactNode } from 'react';
import {
  DataTable,
  FunctionField,
  Pagination,
  ReferenceManyField,
  type SortPayload,
  TextField,
} from 'react-admin';
import { LocalDateField } from '../../components/local-fields';
import { APPLICATION_STATUS_LABELS, StatusField } from '../../components/status-field';
import { formatListingPrice } from '../listing-applications/listing-format';

const ListingColumn = DataTable.Col<PropertyRecord>;
const ApplicationColumn = DataTable.Col<ApplicationRecord>;
const TicketColumn = DataTable.Col<TicketRecord>;
const TransactionColumn = DataTable.Col<TransactionRecord>;
const ReviewColumn = DataTable.Col<ReviewRecord>;

const NEWEST: SortPayload = { field: 'created_at', order: 'DESC' };

function Related({
  reference,
  target,
  children,
}: {
  reference: string;
  target: string;
  children: ReactNode;
}) {
  return (
    <ReferenceManyField
      reference={reference}
      target={target}
      sort={NEWEST}
      perPage={10}
      pagination={<Pagination />}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<p>None.</p>}>
        {children}
      </DataTable>
    </ReferenceManyField>
  );
}

export function UserListings() {
  return (
    <Related reference="properties" target="owner_id">
      <ListingColumn source="title" />
      <ListingColumn source="city" />
      <ListingColumn source="price" render={formatListingPrice} />
      <ListingColumn source="status">
        <StatusField />
      </ListingColumn>
      <ListingColumn source="created_at" label="Created">
        <LocalDateField source="created_at" />
      </ListingColumn>
    </Related>
  );
}

const APPLICATION_KINDS = [
  ['listing-applications', 'Listing', (r: { title: string }) => r.title],
  ['agent-applications', 'Agent', (r: { position: string }) => r.position],
  ['agency-applications', 'Agency', (r: { agency_name: string }) => r.agency_name],
  ['student-applications', 'Student', (r: { university: string }) => r.university],
] as const;

export function UserApplications() {
  return (
    <>
      {APPLICATION_KINDS.map(([reference, kind, describe]) => (
        <section key={reference} aria-label={`${kind} applications`}>
          <h3>{kind} applications</h3>
          <Related reference={reference} target="user_id">
            <ApplicationColumn label="Application" render={(record) => describe(record as never)} />
            <ApplicationColumn source="status">
              <StatusField labels={APPLICATION_STATUS_LABELS} />
            </ApplicationColumn>
            <ApplicationColumn source="created_at" label="Submitted">
              <LocalDateField source="created_at" />
            </ApplicationColumn>
            <ApplicationColumn source="rejection_reason" label="Reason given">
              <TextField source="rejection_reason" emptyText="—" />
            </ApplicationColumn>
          </Related>
        </section>
      ))}
    </>
  );
}

export function UserTickets() {
  return (
    <Related reference="tickets" target="user_id">
      <TicketColumn source="subject" />
      <TicketColumn source="status">
        <StatusField />
      </TicketColumn>
      <TicketColumn source="assignee_name" label="Assigned to" />
      <TicketColumn source="created_at" label="Opened">
        <LocalDateField source="created_at" showTime />
      </TicketColumn>
    </Related>
  );
}

export function UserTransactions() {
  return (
    <Related reference="transactions" target="user_id">
      <TransactionColumn source="reference" />
      <TransactionColumn source="property_title" label="Listing" />
      <TransactionColumn label="Amount" render={(record) => formatPrice(record.amount, record.currency)} />
      <TransactionColumn source="status">
        <StatusField />
      </TransactionColumn>
      <TransactionColumn source="created_at" label="When">
        <LocalDateField source="created_at" showTime />
      </TransactionColumn>
    </Related>
  );
}

export function UserReviews() {
  return (
    <Related reference="reviews" target="author_id">
      <ReviewColumn source="target_name" label="About" />
      <ReviewColumn source="rating" />
      <ReviewColumn source="comment">
        <FunctionField<ReviewRecord>
          render={(record) =>
            record.comment.length > 80 ? `${record.comment.slice(0, 80)}…` : record.comment
          }
        />
      </ReviewColumn>
      <ReviewColumn source="created_at" label="Written">
        <LocalDateField source="created_at" />
      </ReviewColumn>
    </Related>
  );
}
