import type { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import { formatDateTime } from '@ile/shared/helpers/locale-format';
import { Box, Chip, Paper, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** The requester's message, then every reply, oldest first; staff replies sit on the right. */
export function TicketThread() {
  const record = useRecordContext<TicketRecord>();
  if (!record) return null;
  const replies = record.replies ?? [];
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      aria-label="Conversation"
    >
      <Message
        author={record.requester_name}
        staff={false}
        at={record.created_at}
        text={record.description}
      />
      {replies.map((reply) => (
        <Message
          key={reply.id}
          author={reply.author_name}
          staff={reply.is_staff}
          at={reply.created_at}
          text={reply.message}
        />
      ))}
    </Box>
  );
}

function Message({ author, staff, at, text }: { author: string; staff: boolean; at: string; text: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: staff ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{ p: 1.5, maxWidth: '80%', bgcolor: staff ? 'primary.50' : 'background.paper' }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <Typography variant="subtitle2">{author}</Typography>
          {staff && <Chip size="small" label="Staff" color="primary" variant="outlined" />}
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(at)}
          </Typography>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>
      </Paper>
    </Box>
  );
}
