import type { DisputeDecision, DisputeRecord } from '@ile/shared/contracts/admin/disputes';
// MUI's Button, not react-admin's: on a phone react-admin's shows only its icon, and these have none.
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { ReasonDialog } from '../../components/reason-dialog';
import { useConsoleAction } from '../../components/use-console-action';

const DONE: Record<DisputeDecision, string> = {
  refund: 'Decided: the payer is refunded in full; both parties are told',
  release: 'Decided: the money is released to the payee; both parties are told',
};

/**
 * Support's decision on an open dispute: refund the payer or release to the payee, each with the reason both
 * parties read. The server moves the hold once; a second decision (another staff member's) is refused.
 */
export function DisputeDecisionButtons() {
  const record = useRecordContext<DisputeRecord>();
  const { canAccess } = useCanAccess({ resource: 'disputes', action: 'decide' });
  const [asking, setAsking] = useState<DisputeDecision | null>(null);
  const run = useConsoleAction(
    (dataProvider, args: { id: string; decision: DisputeDecision; reason: string }) =>
      dataProvider.decideDispute(args.id, args.decision, args.reason).then(() => args.decision),
    { success: (decision) => ({ message: DONE[decision] }) },
  );
  if (!record || record.decided || !canAccess) return null;
  const busy = run.isPending;
  const amount = record.amount_formatted;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      onClick={(event) => event.stopPropagation()}
    >
      <Button color="error" variant="outlined" disabled={busy} onClick={() => setAsking('refund')}>
        Refund the payer
      </Button>
      <Button variant="outlined" disabled={busy} onClick={() => setAsking('release')}>
        Release to the payee
      </Button>
      <ReasonDialog
        open={asking !== null}
        title={
          asking === 'refund'
            ? `Refund ${amount} to ${record.payer_name ?? 'the payer'}`
            : `Release ${amount} to ${record.payee_name ?? 'the payee'}`
        }
        explanation="Both parties are told your decision with this reason, in the app and by email. It is audited."
        confirmLabel={asking === 'refund' ? 'Refund the payer' : 'Release to the payee'}
        confirmColor={asking === 'refund' ? 'error' : 'success'}
        busy={busy}
        onConfirm={(reason) => {
          const decision = asking;
          setAsking(null);
          if (decision) run.mutate({ id: String(record.id), decision, reason });
        }}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
