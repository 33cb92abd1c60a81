import type { ReportTargetRecord } from '@ile/shared/contracts/admin/reports';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { HideIcon } from '../../components/icons';
import { ReasonDialog } from '../../components/reason-dialog';
import { useConsoleAction } from '../../components/use-console-action';
import type { ReportDecision } from '../../providers/data-provider';

const DONE: Record<ReportDecision, string> = {
  dismiss: 'Reports dismissed; the reporters are told',
  unpublish: 'Listing unpublished; the owner and the reporters are told',
  'hide-review': 'Review hidden; the reporters are told',
  'suspend-user': 'Account suspended; the reporters are told',
};

/**
 * The decisions on a reported target, each closing all its open reports: dismiss (any), unpublish (a listing),
 * hide (a review), suspend the person behind it (Admin only: the server's `reports.suspend`, like users.suspend).
 */
export function ReportDecisionButtons() {
  const record = useRecordContext<ReportTargetRecord>();
  const { canAccess: canDecide } = useCanAccess({ resource: 'reports', action: 'decide' });
  const { canAccess: canSuspend } = useCanAccess({ resource: 'reports', action: 'suspend' });
  const [asking, setAsking] = useState(false);
  const run = useConsoleAction(
    (dataProvider, args: { id: string; decision: ReportDecision; note?: string }) =>
      dataProvider.decideReport(args.id, args.decision, args.note).then(() => args.decision),
    { success: (decision) => ({ message: DONE[decision] }) },
  );
  if (record?.status !== 'open' || !canDecide) return null;
  const act = (decision: ReportDecision, note?: string) =>
    run.mutate({ id: String(record.id), decision, ...(note ? { note } : {}) });
  const busy = run.isPending;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      <Button label="Dismiss" variant="outlined" disabled={busy} onClick={() => act('dismiss')} />
      {record.target_type === 'property' && (
        <Button
          label="Unpublish listing"
          color="warning"
          variant="outlined"
          disabled={busy}
          onClick={() => act('unpublish')}
        />
      )}
      {record.target_type === 'review' && (
        <Button
          label="Hide review"
          color="warning"
          variant="outlined"
          disabled={busy}
          onClick={() => act('hide-review')}
        >
          <HideIcon />
        </Button>
      )}
      {canSuspend && record.owner_id && !record.owner_suspended && (
        <Button
          label="Suspend user"
          color="error"
          variant="outlined"
          disabled={busy}
          onClick={() => setAsking(true)}
        />
      )}
      <ReasonDialog
        open={asking}
        title={`Suspend ${record.owner_name ?? 'this account'}`}
        explanation="They are signed out everywhere and cannot sign in until reinstated. The note goes to the audit log."
        confirmLabel="Suspend account"
        required={false}
        busy={busy}
        onConfirm={(note) => {
          setAsking(false);
          act('suspend-user', note);
        }}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
