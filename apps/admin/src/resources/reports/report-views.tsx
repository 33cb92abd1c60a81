import {
  REPORT_OUTCOME_LABELS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type ReportOutcome,
  type ReportReason,
} from '@ile/shared/constants/reports';
import type { ReportEntry, ReportTargetRecord } from '@ile/shared/contracts/admin/reports';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import {
  DataTable,
  FunctionField,
  List,
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
import { StatusField } from '../../components/status-field';
import { ReportDecisionButtons } from './report-decision-buttons';

const TARGET_LABELS = { property: 'Listing', user: 'Person', review: 'Review', message: 'Message' };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Words in the reports" />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(['open', 'closed'])}
    alwaysOn
    emptyText="Open and closed"
  />,
  <SelectInput
    key="target_type"
    source="target_type"
    label="What"
    choices={choicesOf(REPORT_TARGET_TYPES, TARGET_LABELS)}
    alwaysOn
  />,
  <SelectInput key="reason" source="reason" choices={choicesOf(REPORT_REASONS, REPORT_REASON_LABELS)} />,
];

const Body = labelledBody<ReportTargetRecord>(
  (target) => `Reported ${TARGET_LABELS[target.target_type].toLowerCase()}: ${target.title}`,
);
const Column = DataTable.Col<ReportTargetRecord>;

function ReasonChips({ reasons }: { reasons: readonly ReportReason[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {reasons.map((reason) => (
        <Chip key={reason} size="small" label={REPORT_REASON_LABELS[reason]} />
      ))}
    </Stack>
  );
}

/** The target and what it says: the listing and its place, the person, the review or message text. */
function TargetCell() {
  const record = useRecordContext<ReportTargetRecord>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 180, maxWidth: 360 }}>
      <Typography variant="body2">{record.title}</Typography>
      {record.excerpt && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {record.excerpt}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The Reports queue: one row per reported target, open ones first by default, newest or most reported first
 * (sort by "Newest report" or "Open reports").
 */
export function ReportList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'newest_report_at', order: 'DESC' }}
    >
      <DataTable<ReportTargetRecord> body={Body} rowClick="show" bulkActionButtons={false}>
        <Column source="target_type" label="What" render={(record) => TARGET_LABELS[record.target_type]} />
        <Column source="title" label="Reported" disableSort>
          <TargetCell />
        </Column>
        <Column source="owner_name" label="Whose" disableSort />
        <Column source="open_count" label="Open reports" />
        <Column
          source="reasons"
          label="Reasons"
          disableSort
          render={(record) => <ReasonChips reasons={record.reasons} />}
        />
        <Column source="newest_report_at" label="Newest report">
          <LocalDateField source="newest_report_at" showTime />
        </Column>
        <Column source="status" label="State" disableSort>
          <StatusField />
        </Column>
      </DataTable>
    </List>
  );
}

function outcomeText(outcome: ReportOutcome | null): string {
  return outcome ? REPORT_OUTCOME_LABELS[outcome] : 'Open';
}

/** Every report on the target, newest first: who (and whether their identity is verified), why, what became of it. */
function ReportEntries() {
  const record = useRecordContext<ReportTargetRecord>();
  if (!record) return null;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {record.reports.map((report: ReportEntry) => (
        <Box
          component="li"
          key={report.id}
          aria-label={`Report by ${report.reporter_name}`}
          sx={{ borderLeft: 3, borderColor: report.status === 'open' ? 'warning.main' : 'divider', pl: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2">{report.reporter_name}</Typography>
            {report.reporter_verified && <Chip size="small" color="success" label="Verified" />}
            {report.automatic && <Chip size="small" variant="outlined" label="Made by Ile" />}
            <Chip size="small" label={REPORT_REASON_LABELS[report.reason]} />
            <Typography variant="caption" color="text.secondary">
              {new Date(report.created_at).toLocaleString()}
            </Typography>
          </Stack>
          {report.details && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
              {report.details}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {outcomeText(report.outcome)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

function SiteLink() {
  const record = useRecordContext<ReportTargetRecord>();
  if (!record?.site_link) return null;
  return (
    <Link href={record.site_link} target="_blank" rel="noreferrer">
      Open on the site
    </Link>
  );
}

export function ReportShow() {
  return (
    <Show
      title={
        <RecordTitle<ReportTargetRecord>
          label="Reported"
          suffix={(target) => ` ${TARGET_LABELS[target.target_type].toLowerCase()}: ${target.title}`}
        />
      }
      actions={false}
    >
      <FieldSection
        title="What was reported"
        actions={
          <Box sx={{ pt: 1, pr: 1 }}>
            <ReportDecisionButtons />
          </Box>
        }
      >
        <FunctionField<ReportTargetRecord>
          source="target_type"
          label="What"
          render={(target) => TARGET_LABELS[target.target_type]}
        />
        <TextField source="title" label="Reported" />
        <TextField source="excerpt" label="Context" />
        <TextField source="owner_name" label="Whose" />
        <StatusField source="listing_status" label="Listing status" />
        <LocalDateField source="newest_report_at" label="Newest report" showTime />
        <StatusField label="Reports" />
        <SiteLink />
      </FieldSection>
      <Section title="Reports">
        <ReportEntries />
      </Section>
    </Show>
  );
}
