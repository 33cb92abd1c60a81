import type { RaRecord } from 'react-admin';
import { TicketIcon } from '../../components/icons';
import { TicketList } from './ticket-list';
import { TicketShow } from './ticket-show';

export default {
  list: TicketList,
  show: TicketShow,
  icon: TicketIcon,
  recordRepresentation: (record: RaRecord) => record.subject,
};
