import type { RaRecord } from 'react-admin';
import { ListingApplicationIcon } from '../../components/icons';
import { ListingApplicationList } from './listing-application-list';
import { ListingApplicationShow } from './listing-application-show';

export default {
  list: ListingApplicationList,
  show: ListingApplicationShow,
  icon: ListingApplicationIcon,
  recordRepresentation: (record: RaRecord) => record.title,
  options: { label: 'Listing applications' },
};
