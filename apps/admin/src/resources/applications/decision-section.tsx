import type { ReactNode } from 'react';
import { EmailField, ReferenceField, TextField } from 'react-admin';
import { FieldSection } from '../../components/field-section';
import { LocalDateField } from '../../components/local-fields';
import { APPLICATION_STATUS_LABELS, StatusField } from '../../components/status-field';
import { ApproveButton } from './approve-button';
import { RejectButton } from './reject-button';

/** The decision block every application shows first: state, applicant, who decided, why, and the actions. */
export function DecisionSection({ children }: { children?: ReactNode }) {
  return (
    <FieldSection
      title="Decision"
      actions={
        <>
          <ApproveButton />
          <RejectButton />
        </>
      }
    >
      <StatusField label="Status" labels={APPLICATION_STATUS_LABELS} />
      <ReferenceField source="user_id" reference="users" label="Applicant" link="show">
        <TextField source="full_name" />
      </ReferenceField>
      <EmailField source="applicant_email" label="Applicant email" />
      <LocalDateField source="created_at" label="Submitted" showTime />
      <TextField source="decided_by_name" label="Decided by" />
      <LocalDateField source="decided_at" label="Decided" showTime />
      <TextField source="rejection_reason" label="Reason given" />
      {children}
    </FieldSection>
  );
}
