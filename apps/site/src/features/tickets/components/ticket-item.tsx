import type { Ticket } from '@ile/shared/contracts/ticket';
import { formatDateTime } from '@ile/shared/helpers/locale-format';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/form';
import { errorMessage, toast } from '../../../lib/toast';
import { useReplyToTicket } from '../api/reply-to-ticket';
import styles from './tickets.module.css';

const STATUS_LABELS: Record<Ticket['status'], string> = {
  pending: 'Pending',
  open: 'Open',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** One ticket: its status, what was asked, the conversation with staff, and a reply box while it is not closed. */
export function TicketItem({ ticket }: { ticket: Ticket }) {
  const reply = useReplyToTicket();
  const [message, setMessage] = useState('');
  const send = () =>
    reply.mutate(
      { ticketId: ticket.id, message: message.trim() },
      {
        onSuccess: () => {
          setMessage('');
          toast.success('Reply sent');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <li className={styles.ticket}>
      <details>
        <summary>
          <span className={styles.subject}>{ticket.subject}</span>
          <span className={`${styles.status} ${styles[ticket.status]}`}>{STATUS_LABELS[ticket.status]}</span>
          <span className={styles.meta}>
            {formatDateTime(ticket.created_at)} · {ticket.replies.length}{' '}
            {ticket.replies.length === 1 ? 'reply' : 'replies'}
          </span>
        </summary>
        <p className={styles.description}>{ticket.description}</p>
        {ticket.image && (
          <a href={ticket.image} target="_blank" rel="noreferrer" className={styles.attachment}>
            View attached image{ticket.file_name ? ` (${ticket.file_name})` : ''}
          </a>
        )}
        <ol className={styles.replies} aria-label="Replies">
          {ticket.replies.map((r) => (
            <li key={r.id} className={r.is_staff ? styles.staffReply : styles.ownReply}>
              <span className={styles.meta}>
                {r.is_staff ? `${r.author_name} · Ile support` : 'You'} · {formatDateTime(r.created_at)}
              </span>
              <p>{r.message}</p>
            </li>
          ))}
        </ol>
        {ticket.status !== 'closed' && (
          <div className={styles.replyBox}>
            <Field label="Reply to support">
              {({ id }) => (
                <Textarea id={id} rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
              )}
            </Field>
            <Button size="small" onClick={send} disabled={message.trim() === ''} loading={reply.isPending}>
              Send reply
            </Button>
          </div>
        )}
      </details>
    </li>
  );
}
