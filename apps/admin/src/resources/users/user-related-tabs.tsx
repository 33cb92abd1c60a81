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
      <DataTable.Col source="title" />
      <DataTable.Col source="city" />
      <DataTable.Col source="price" render={formatListingPrice} />
      <DataTable.Col source="status">
        <StatusField />
      </DataTable.Col>
      <DataTable.Col source="created_at" label="Created">
        <LocalDateField source="created_at" />
      </DataTable.Col>
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
            <DataTable.Col label="Application" render={(record) => describe(record as never)} />
            <DataTable.Col source="status">
              <StatusField labels={APPLICATION_STATUS_LABELS} />
            </DataTable.Col>
            <DataTable.Col source="created_at" label="Submitted">
              <LocalDateField source="created_at" />
            </DataTable.Col>
            <DataTable.Col source="rejection_reason" label="Reason given">
              <TextField source="rejection_reason" emptyText="—" />
            </DataTable.Col>
          </Related>
        </section>
      ))}
    </>
  );
}

export function UserTickets() {
  return (
    <Related reference="tickets" target="user_id">
      <DataTable.Col source="subject" />
      <DataTable.Col source="status">
        <StatusField />
      </DataTable.Col>
      <DataTable.Col source="assignee_name" label="Assigned to" />
      <DataTable.Col source="created_at" label="Opened">
        <LocalDateField source="created_at" showTime />
      </DataTable.Col>
    </Related>
  );
}

export function UserTransactions() {
  return (
    <Related reference="transactions" target="user_id">
      <DataTable.Col source="reference" />
      <DataTable.Col source="property_title" label="Listing" />
      <DataTable.Col label="Amount" render={(record) => formatPrice(record.amount, record.currency)} />
      <DataTable.Col source="status">
        <StatusField />
      </DataTable.Col>
      <DataTable.Col source="created_at" label="When">
        <LocalDateField source="created_at" showTime />
      </DataTable.Col>
    </Related>
  );
}

export function UserReviews() {
  return (
    <Related reference="reviews" target="author_id">
      <DataTable.Col source="target_name" label="About" />
      <DataTable.Col source="rating" />
      <DataTable.Col source="comment">
        <FunctionField
          render={(record) =>
            record.comment.length > 80 ? `${record.comment.slice(0, 80)}…` : record.comment
          }
        />
      </DataTable.Col>
      <DataTable.Col source="created_at" label="Written">
        <LocalDateField source="created_at" />
      </DataTable.Col>
    </Related>
  );
}
