import { TicketForm } from '../../../features/tickets/components/ticket-form';
import { TicketList } from '../../../features/tickets/components/ticket-list';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

/** /account/ticket: raise a ticket with support and follow the ones already raised. */
export function Component() {
  usePageTitle('Tickets');
  const { user } = useSession();
  return (
    <section>
      <h1 className="page-title">Tickets</h1>
      <p className="muted">
        Tell us what went wrong and our support team will reply here and by notification.
      </p>
      <TicketForm defaultName={user?.full_name ?? ''} />
      <TicketList />
    </section>
  );
}
