import type { ReviewRecord } from '@ile/shared/contracts/admin/reviews';
import { ReviewIcon } from '../../components/icons';
import { ReviewList, ReviewShow } from './review-views';

export default {
  list: ReviewList,
  show: ReviewShow,
  icon: ReviewIcon,
  recordRepresentation: (review: ReviewRecord) => `${review.author_name} on ${review.target_name}`,
};
