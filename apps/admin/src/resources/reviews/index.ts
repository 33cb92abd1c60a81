import type { RaRecord } from 'react-admin';
import { ReviewIcon } from '../../components/icons';
import { ReviewList, ReviewShow } from './review-views';

export default {
  list: ReviewList,
  show: ReviewShow,
  icon: ReviewIcon,
  recordRepresentation: (record: RaRecord) => `${record.author_name} on ${record.target_name}`,
};
