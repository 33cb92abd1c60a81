import type { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { SendIcon } from '../../components/icons';
import { useConsoleAction } from '../../components/use-console-action';

/** A staff reply: the requester sees it in their account, gets a notification and an email. */
export function TicketReplyForm() {
  const record = useRecordContext<TicketRecord>();
  const { canAccess } = useCanAccess({ resource: 'tickets', action: 'reply' });
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const reply = useConsoleAction(
    (dataProvider, { id, text }: { id: string; text: string }) => dataProvider.replyToTicket(id, text),
    {
      success: 'Reply sent: the requester has been notified',
      onSuccess: () => {
        setMessage('');
        setTouched(false);
      },
    },
  );
  if (!record || !canAccess || record.status === 'closed') return null;
  const empty = message.trim().length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) reply.mutate({ id: String(record.id), text: message.trim() });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label="Reply"
        multiline
        minRows={3}
        fullWidth
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={touched && empty}
        helperText={
          touched && empty ? 'Write a reply first' : 'The requester sees this reply and is emailed.'
        }
      />
      <Box>
        <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={reply.isPending}>
          Send reply
        </Button>
      </Box>
    </Box>
  );
}
