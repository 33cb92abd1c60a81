import type { ApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { Button, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { ApproveIcon } from '../../components/icons';
import { useConsoleAction } from '../../components/use-console-action';
import type { ApplicationResource } from '../../providers/data-provider';

const APPROVED_MESSAGES: Record<ApplicationResource, string> = {
  'listing-applications': 'Application approved: the listing is published',
  'agent-applications': 'Application approved: the applicant is now an agent',
  'agency-applications': 'Application approved: the agency profile is live',
  'student-applications': 'Application approved: the student is verified',
};

/** Approves the pending application in context; hidden once decided or for a role that may not decide. */
export function ApproveButton() {
  const record = useRecordContext<ApplicationRecord>();
  const resource = useResourceContext() as ApplicationResource;
  const { canAccess } = useCanAccess({ resource, action: 'decide' });
  const approve = useConsoleAction(
    (dataProvider, id: string) => dataProvider.approveApplication(resource, id),
    { success: APPROVED_MESSAGES[resource] ?? 'Application approved' },
  );
  if (record?.status !== 'pending' || !canAccess) return null;
  return (
    <Button
      label="Approve"
      variant="contained"
      color="success"
      disabled={approve.isPending}
      onClick={(event) => {
        event.stopPropagation();
        approve.mutate(String(record.id));
      }}
    >
      <ApproveIcon />
    </Button>
  );
}
