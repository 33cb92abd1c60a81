import type { ApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { RejectIcon } from '../../components/icons';
import { ReasonDialog } from '../../components/reason-dialog';
import { useConsoleAction } from '../../components/use-console-action';
import type { ApplicationResource } from '../../providers/data-provider';

/** Rejects the pending application in context with a reason the applicant reads (required). */
export function RejectButton() {
  const record = useRecordContext<ApplicationRecord>();
  const resource = useResourceContext() as ApplicationResource;
  const { canAccess } = useCanAccess({ resource, action: 'decide' });
  const [open, setOpen] = useState(false);
  const reject = useConsoleAction(
    (dataProvider, { id, reason }: { id: string; reason: string }) =>
      dataProvider.rejectApplication(resource, id, reason),
    { success: 'Application rejected: the applicant has been told why', onSuccess: () => setOpen(false) },
  );
  if (record?.status !== 'pending' || !canAccess) return null;
  return (
    <>
      <Button
        label="Reject"
        variant="outlined"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <RejectIcon />
      </Button>
      <ReasonDialog
        open={open}
        title="Reject this application"
        explanation="The applicant sees this reason in their account and in the email they receive."
        confirmLabel="Reject application"
        busy={reject.isPending}
        onConfirm={(reason) => reject.mutate({ id: String(record.id), reason })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
