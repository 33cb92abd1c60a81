import type { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import type { UserRecord } from '@ile/shared/contracts/admin/users';
import { MenuItem, TextField } from '@mui/material';
import { useCanAccess, useGetList, useRecordContext } from 'react-admin';
import { useConsoleAction } from '../../components/use-console-action';

const UNASSIGNED = '';

/** Who handles the ticket: any live Admin or Support member (the server refuses anyone else). */
export function TicketAssign() {
  const record = useRecordContext<TicketRecord>();
  const { canAccess } = useCanAccess({ resource: 'tickets', action: 'update' });
  const { data: staff = [] } = useGetList<UserRecord>('users', {
    filter: { staff_role: ['Admin', 'Support'], suspended: false, deleted: false },
    sort: { field: 'first_name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const assign = useConsoleAction(
    (dataProvider, { id, assignedTo }: { id: string; assignedTo: string | null }) =>
      dataProvider.assignTicket(id, assignedTo),
    {
      success: (result) => ({
        message: result.data.assignee_name ? `Assigned to ${result.data.assignee_name}` : 'Ticket unassigned',
      }),
    },
  );
  if (!record || !canAccess || record.status === 'closed') return null;
  return (
    <TextField
      select
      size="small"
      label="Assigned to"
      value={record.assigned_to ?? UNASSIGNED}
      disabled={assign.isPending}
      onChange={(event) =>
        assign.mutate({
          id: String(record.id),
          assignedTo: event.target.value === UNASSIGNED ? null : event.target.value,
        })
      }
      sx={{ minWidth: 240 }}
    >
      <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
      {staff.map((member) => (
        <MenuItem key={member.id} value={member.id}>
          {member.full_name} ({member.staff_role})
        </MenuItem>
      ))}
    </TextField>
  );
}
