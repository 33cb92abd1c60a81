import type { UserRecord } from '@ile/shared/contracts/admin/users';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { Button, useCanAccess, useGetIdentity, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { RoleIcon } from '../../components/icons';
import { ROLE_CHOICES, STAFF_ROLE_CHOICES } from './user-choices';

const NO_STAFF_ROLE = '';

/** Changes the account's role and staff role (Admin only); saved with useUpdate, so the page updates at once. */
export function ChangeRoleButton() {
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'update' });
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState('');
  const [staffRole, setStaffRole] = useState(NO_STAFF_ROLE);
  const titleId = useId();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess || record.deleted_at) return null;
  const self = record.id === identity?.id;

  const start = () => {
    setRole(record.role);
    setStaffRole(record.staff_role ?? NO_STAFF_ROLE);
    setOpen(true);
  };
  const save = () => {
    const data = { role, ...(self ? {} : { staff_role: staffRole === NO_STAFF_ROLE ? null : staffRole }) };
    update(
      'users',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('Role changed', { type: 'success' });
        },
        onError: (error) =>
          notify((error as Error).message, { type: 'error', messageArgs: { _: (error as Error).message } }),
      },
    );
  };

  return (
    <>
      <Button label="Change role" variant="outlined" onClick={start}>
        <RoleIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>Change {record.full_name}'s role</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value)}>
            {ROLE_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Staff role"
            value={staffRole}
            disabled={self}
            helperText={
              self
                ? 'Nobody changes their own staff role.'
                : 'A new staff role counts from their next sign-in.'
            }
            onChange={(event) => setStaffRole(event.target.value)}
          >
            <MenuItem value={NO_STAFF_ROLE}>None (not staff)</MenuItem>
            {STAFF_ROLE_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)} disabled={isPending}>
            Cancel
          </MuiButton>
          <MuiButton variant="contained" onClick={save} disabled={isPending}>
            Save role
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
