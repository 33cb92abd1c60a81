import type { BulkResult } from '@ile/shared/contracts/admin/common';
import { useState } from 'react';
import { Button, useCanAccess, useListContext, useResourceContext } from 'react-admin';
import { ApproveIcon, RejectIcon } from '../../components/icons';
import { ReasonDialog } from '../../components/reason-dialog';
import { useConsoleAction } from '../../components/use-console-action';
import type { ApplicationResource } from '../../providers/data-provider';

/** "3 approved", or "2 approved, 1 failed: <the server's reason>" when some were already decided. */
export function describeBulkResult(verb: string, result: BulkResult) {
  if (result.failed === 0) return { message: `${result.succeeded} ${verb}`, type: 'success' as const };
  const firstFailure = result.results.find((item) => !item.ok);
  const why = firstFailure?.error ? `: ${firstFailure.error.message}` : '';
  return { message: `${result.succeeded} ${verb}, ${result.failed} failed${why}`, type: 'warning' as const };
}

/** Approves every selected application; each is decided on its own and the outcome reported per id. */
export function BulkApproveButton() {
  const resource = useResourceContext() as ApplicationResource;
  const { canAccess } = useCanAccess({ resource, action: 'decide' });
  const { selectedIds, onUnselectItems } = useListContext();
  const approve = useConsoleAction(
    (dataProvider, ids: string[]) => dataProvider.bulkApproveApplications(resource, ids),
    { success: (result) => describeBulkResult('approved', result), onSuccess: () => onUnselectItems() },
  );
  if (!canAccess) return null;
  return (
    <Button
      label={`Approve ${selectedIds.length}`}
      color="success"
      disabled={approve.isPending || selectedIds.length === 0}
      onClick={() => approve.mutate(selectedIds.map(String))}
    >
      <ApproveIcon />
    </Button>
  );
}

/** Rejects every selected application with one reason, asked for in a dialog (required). */
export function BulkRejectButton() {
  const resource = useResourceContext() as ApplicationResource;
  const { canAccess } = useCanAccess({ resource, action: 'decide' });
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const reject = useConsoleAction(
    (dataProvider, reason: string) =>
      dataProvider.bulkRejectApplications(resource, selectedIds.map(String), reason),
    {
      success: (result) => describeBulkResult('rejected', result),
      onSuccess: () => {
        setOpen(false);
        onUnselectItems();
      },
    },
  );
  if (!canAccess) return null;
  return (
    <>
      <Button
        label={`Reject ${selectedIds.length}`}
        color="error"
        disabled={selectedIds.length === 0}
        onClick={() => setOpen(true)}
      >
        <RejectIcon />
      </Button>
      <ReasonDialog
        open={open}
        title={`Reject ${selectedIds.length} applications`}
        explanation="Every applicant selected sees this reason in their account and in the email they receive."
        confirmLabel="Reject applications"
        busy={reject.isPending}
        onConfirm={(reason) => reject.mutate(reason)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function BulkDecisionButtons() {
  return (
    <>
      <BulkApproveButton />
      <BulkRejectButton />
    </>
  );
}
