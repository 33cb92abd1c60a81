import type { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import { TicketIcon } from '../../components/icons';
import { TicketList } from './ticket-list';
import { TicketShow } from './ticket-show';

export default {
  list: TicketList,
  show: TicketShow,
  icon: TicketIcon,
  recordRepresentation: (ticket: TicketRecord) => ticket.subject,
};
