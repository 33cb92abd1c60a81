import type { UserRecord } from '@ile/shared/contracts/admin/users';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useGetIdentity, useRecordContext } from 'react-admin';
import { ReinstateIcon, SuspendIcon } from '../../components/icons';
import { ReasonDialog } from '../../components/reason-dialog';
import { useConsoleAction } from '../../components/use-console-action';

/** Suspends an account (sessions end at once, sign-in refused) or reinstates a suspended one. */
export function SuspendButton() {
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'suspend' });
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const suspend = useConsoleAction(
    (dataProvider, { id, reason }: { id: string; reason: string }) =>
      dataProvider.suspendUser(id, reason || undefined),
    { success: 'Account suspended: every session has ended', onSuccess: close },
  );
  const reinstate = useConsoleAction((dataProvider, id: string) => dataProvider.reinstateUser(id), {
    success: 'Account reinstated: they can sign in again',
    onSuccess: close,
  });
  // Nobody suspends themselves (the server refuses it too); an erased account has nothing left to suspend.
  if (!record || !canAccess || record.deleted_at || record.id === identity?.id) return null;
  const id = String(record.id);

  if (record.suspended_at) {
    return (
      <>
        <Button label="Reinstate" variant="outlined" color="success" onClick={() => setOpen(true)}>
          <ReinstateIcon />
        </Button>
        <Confirm
          isOpen={open}
          loading={reinstate.isPending}
          title={`Reinstate ${record.full_name}?`}
          content="They will be able to sign in again."
          confirm="Reinstate"
          onConfirm={() => reinstate.mutate(id)}
          onClose={close}
        />
      </>
    );
  }
  return (
    <>
      <Button label="Suspend" variant="outlined" color="error" onClick={() => setOpen(true)}>
        <SuspendIcon />
      </Button>
      <ReasonDialog
        open={open}
        required={false}
        title={`Suspend ${record.full_name}?`}
        explanation="Their sessions end at once and they cannot sign in until reinstated. The reason is kept in the audit log."
        confirmLabel="Suspend account"
        busy={suspend.isPending}
        onConfirm={(reason) => suspend.mutate({ id, reason })}
        onClose={close}
      />
    </>
  );
}
