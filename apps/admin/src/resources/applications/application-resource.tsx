import type { ApplicationRecord } from '@ile/shared/contracts/admin/applications';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { DataTable, List, Show } from 'react-admin';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { RecordTitle } from '../../components/record-title';
import { ReviewWaitField } from '../../components/review-wait-field';
import { APPLICATION_STATUS_LABELS, StatusField } from '../../components/status-field';
import { applicationFilters, QUEUE_DEFAULTS } from './application-filters';
import { BulkDecisionButtons } from './bulk-decision-buttons';
import { DecisionSection } from './decision-section';

/** What one kind of application adds to the queue every kind shares. */
export interface ApplicationKind<R extends ApplicationRecord> {
  /** 'Agent': the menu reads "Agent applications", a row "Agent application: <name>". */
  kind: string;
  /** How a record is named in its row, its page's title and references to it. */
  name: (record: R) => string;
  icon: ComponentType;
  /** The kind's own filters, between the status and the submission dates. */
  filters: ReactElement[];
  /** The kind's own columns, before the status and the submission date. */
  columns: ReactElement[];
  /** Columns after the submission date. */
  trailingColumns?: ReactElement[];
  /** More of the decision block (a listing application links the listing it published). */
  decision?: ReactElement;
  /** The show page's sections after the decision block. */
  details: ReactNode;
}

/**
 * One application queue as react-admin registers it: the list opens on pending applications, newest first,
 * with bulk decisions on pending rows; the show page starts with the decision block and its actions.
 */
export function applicationResource<R extends ApplicationRecord>(spec: ApplicationKind<R>) {
  const filters = applicationFilters(...spec.filters);
  const Body = labelledBody<R>((record) => `${spec.kind} application: ${spec.name(record)}`);
  const Column = DataTable.Col<R>;

  function ApplicationList() {
    return (
      <List filters={filters} {...QUEUE_DEFAULTS}>
        <DataTable<R>
          body={Body}
          rowClick="show"
          bulkActionButtons={<BulkDecisionButtons />}
          isRowSelectable={(record) => record.status === 'pending'}
          // Ten columns at 1280 px: MUI's 16 px each side left a flagged title's row 2 px too wide for a laptop.
          sx={{ '& .MuiTableCell-root': { px: 1.25 } }}
        >
          {spec.columns}
          <Column source="status">
            <StatusField labels={APPLICATION_STATUS_LABELS} />
          </Column>
          <Column source="created_at" label="Submitted">
            <LocalDateField source="created_at" showTime />
          </Column>
          <Column source="waited_business_days" label="Waited" disableSort>
            <ReviewWaitField />
          </Column>
          {spec.trailingColumns ?? []}
        </DataTable>
      </List>
    );
  }

  function ApplicationShow() {
    return (
      <Show
        title={
          <RecordTitle<R> label={`${spec.kind} application`} suffix={(record) => `: ${spec.name(record)}`} />
        }
        actions={false}
      >
        <DecisionSection>{spec.decision}</DecisionSection>
        {spec.details}
      </Show>
    );
  }

  return {
    list: ApplicationList,
    show: ApplicationShow,
    icon: spec.icon,
    recordRepresentation: spec.name,
    options: { label: `${spec.kind} applications` },
  };
}
