import type { TicketStatus } from '@ile/shared/constants/statuses';
import type { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useRecordContext } from 'react-admin';
import { useConsoleAction } from '../../components/use-console-action';
import { NEXT_STATUSES } from './ticket-age';

const LABELS: Record<string, string> = {
  open: 'Mark open',
  resolved: 'Mark resolved',
  closed: 'Close ticket',
};

/** The status moves the ticket's state allows; closing is final, so it asks first. */
export function TicketStatusButtons() {
  const record = useRecordContext<TicketRecord>();
  const { canAccess } = useCanAccess({ resource: 'tickets', action: 'update' });
  const [confirmClose, setConfirmClose] = useState(false);
  const change = useConsoleAction(
    (dataProvider, { id, status }: { id: string; status: TicketStatus }) =>
      dataProvider.setTicketStatus(id, status),
    {
      success: (result) => ({
        message: `Ticket ${result.data.status === 'open' ? 'reopened' : result.data.status}`,
      }),
      onSuccess: () => setConfirmClose(false),
    },
  );
  if (!record || !canAccess) return null;
  const next = NEXT_STATUSES[record.status] ?? [];
  const move = (status: TicketStatus) => change.mutate({ id: String(record.id), status });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {next.map((status) => (
        <Button
          key={status}
          label={LABELS[status]}
          variant={status === 'resolved' ? 'contained' : 'outlined'}
          disabled={change.isPending}
          onClick={() => (status === 'closed' ? setConfirmClose(true) : move(status))}
        />
      ))}
      <Confirm
        isOpen={confirmClose}
        loading={change.isPending}
        title="Close this ticket?"
        content="A closed ticket cannot be reopened; the requester would have to open a new one."
        confirm="Close ticket"
        onConfirm={() => move('closed')}
        onClose={() => setConfirmClose(false)}
      />
    </Box>
  );
}
