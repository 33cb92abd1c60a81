import type { DisputeRecord } from '@ile/shared/contracts/admin/disputes';
import { DisputeIcon } from '../../components/icons';
import { DisputeList, DisputeShow } from './dispute-views';

export default {
  list: DisputeList,
  show: DisputeShow,
  icon: DisputeIcon,
  options: { label: 'Disputes' },
  recordRepresentation: (dispute: DisputeRecord) =>
    `${dispute.property_title ?? 'Listing'}, ${dispute.amount_formatted}`,
};
