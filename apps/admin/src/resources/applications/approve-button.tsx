import type { ApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { ApproveIcon } from '../../components/icons';
import { ReasonDialog } from '../../components/reason-dialog';
import { useConsoleAction } from '../../components/use-console-action';
import type { ApplicationResource } from '../../providers/data-provider';

const APPROVED_MESSAGES: Record<ApplicationResource, string> = {
  'listing-applications': 'Application approved: the listing is published',
  'agent-applications': 'Application approved: the applicant is now an agent',
  'agency-applications': 'Application approved: the agency profile is live',
  'student-applications': 'Application approved: the student is verified',
};

/** How many possible duplicates the application has (only listing applications are checked). */
const flagsOf = (record: ApplicationRecord): number => ('flag_count' in record ? record.flag_count : 0);

/**
 * Approves the pending application in context; hidden once decided or for a role that may not decide. A listing
 * application flagged as a possible duplicate is approved only with the reviewer's reason, asked in a dialog
 * and kept in the audit log (the server refuses it without one too).
 */
export function ApproveButton() {
  const record = useRecordContext<ApplicationRecord>();
  const resource = useResourceContext() as ApplicationResource;
  const { canAccess } = useCanAccess({ resource, action: 'decide' });
  const [open, setOpen] = useState(false);
  const approve = useConsoleAction(
    (dataProvider, { id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? dataProvider.approveApplication(resource, id)
        : dataProvider.approveApplication(resource, id, reason),
    { success: APPROVED_MESSAGES[resource] ?? 'Application approved', onSuccess: () => setOpen(false) },
  );
  if (record?.status !== 'pending' || !canAccess) return null;
  const flags = flagsOf(record);
  return (
    <>
      <Button
        label="Approve"
        variant="contained"
        color="success"
        disabled={approve.isPending}
        onClick={(event) => {
          event.stopPropagation();
          if (flags > 0) setOpen(true);
          else approve.mutate({ id: String(record.id) });
        }}
      >
        <ApproveIcon />
      </Button>
      {flags > 0 && (
        <ReasonDialog
          open={open}
          title="Approve a flagged application"
          explanation={`This application is flagged as a possible duplicate of ${flags === 1 ? 'a live listing' : `${flags} live listings`}. Say why you approve it anyway (for example: the owner is relisting their own property, or you checked it is a different unit). The reason is kept in the audit log; the applicant does not see it.`}
          confirmLabel="Approve application"
          confirmColor="success"
          busy={approve.isPending}
          onConfirm={(reason) => approve.mutate({ id: String(record.id), reason })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
