import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/toast';
import { useMyTickets } from '../api/get-my-tickets';
import { TicketItem } from './ticket-item';
import styles from './tickets.module.css';

/** The user's tickets, newest first, with status and staff replies. */
export function TicketList() {
  const [page, setPage] = useState(1);
  const tickets = useMyTickets(page);
  let body: React.ReactNode;
  if (tickets.isPending)
    body = (
      <div className={styles.skeletons}>
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  else if (tickets.isError)
    body = <ErrorState message={errorMessage(tickets.error)} onRetry={() => void tickets.refetch()} />;
  else if (tickets.data.tickets.length === 0)
    body = (
      <EmptyState title="No tickets yet">When you raise a ticket it shows here with our replies.</EmptyState>
    );
  else
    body = (
      <>
        <ul className={styles.list}>
          {tickets.data.tickets.map((ticket) => (
            <TicketItem key={ticket.id} ticket={ticket} />
          ))}
        </ul>
        {tickets.data.totalPages > 1 && (
          <div className={styles.pager}>
            <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span>
              Page {page} of {tickets.data.totalPages}
            </span>
            <Button
              variant="secondary"
              size="small"
              disabled={page >= tickets.data.totalPages}
              onClick={() => setPage(page + 1)}
            >
              Older
            </Button>
          </div>
        )}
      </>
    );
  return (
    <section aria-labelledby="my-tickets-title">
      <h2 id="my-tickets-title" className={styles.sectionTitle}>
        Your tickets
      </h2>
      {body}
    </section>
  );
}
