import type { VerificationRecord } from '@ile/shared/contracts/admin/verifications';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { ApproveIcon, RejectIcon } from '../../components/icons';
import { ReasonDialog } from '../../components/reason-dialog';
import { useConsoleAction } from '../../components/use-console-action';

/**
 * Approve (asks what was checked: required for a business verification, optional for an ID) and Reject
 * (asks for the reason the person reads), on a pending verification, for roles that may decide.
 */
export function VerificationDecisionButtons() {
  const record = useRecordContext<VerificationRecord>();
  const { canAccess } = useCanAccess({ resource: 'verifications', action: 'decide' });
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const close = () => setDialog(null);
  const approve = useConsoleAction(
    (dataProvider, { id, note }: { id: string; note: string }) =>
      dataProvider.approveVerification(id, note || undefined),
    { success: 'Verification approved: the badge is live and the person has been told', onSuccess: close },
  );
  const reject = useConsoleAction(
    (dataProvider, { id, reason }: { id: string; reason: string }) =>
      dataProvider.rejectVerification(id, reason),
    { success: 'Verification rejected: the person has been told why', onSuccess: close },
  );
  if (record?.status !== 'pending' || !canAccess) return null;
  const business = record.kind === 'business';
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        label="Approve"
        variant="contained"
        color="success"
        onClick={(event) => {
          event.stopPropagation();
          setDialog('approve');
        }}
      >
        <ApproveIcon />
      </Button>
      <Button
        label="Reject"
        variant="outlined"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setDialog('reject');
        }}
      >
        <RejectIcon />
      </Button>
      <ReasonDialog
        open={dialog === 'approve'}
        title={business ? 'Approve this business' : 'Approve this ID'}
        explanation={
          business
            ? 'Say what you checked: the CAC (or Sierra Leone) registry entry, the certificate, any licence.'
            : 'The ID matches the selfie and the number. A note on what you checked is optional.'
        }
        fieldLabel="What was checked"
        required={business}
        confirmLabel="Approve verification"
        confirmColor="success"
        busy={approve.isPending}
        onConfirm={(note) => approve.mutate({ id: String(record.id), note })}
        onClose={close}
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title="Reject this verification"
        explanation="The person sees this reason in their account and in the email they receive."
        confirmLabel="Reject verification"
        busy={reject.isPending}
        onConfirm={(reason) => reject.mutate({ id: String(record.id), reason })}
        onClose={close}
      />
    </Box>
  );
}
