import type { UserRecord } from '@ile/shared/contracts/admin/users';
import { Chip } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';

/** Active, Suspended or Erased: what an account can still do. */
export function AccountStateField(_props: Omit<FieldProps, 'source'>) {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  if (record.deleted_at) return <Chip size="small" label="Erased" sx={{ width: 'fit-content' }} />;
  if (record.suspended_at)
    return <Chip size="small" color="error" label="Suspended" sx={{ width: 'fit-content' }} />;
  return (
    <Chip size="small" color="success" variant="outlined" label="Active" sx={{ width: 'fit-content' }} />
  );
}
