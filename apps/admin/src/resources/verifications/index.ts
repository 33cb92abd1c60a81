import type { VerificationRecord } from '@ile/shared/contracts/admin/verifications';
import { VerificationIcon } from '../../components/icons';
import { VerificationList, VerificationShow } from './verification-views';

export default {
  list: VerificationList,
  show: VerificationShow,
  icon: VerificationIcon,
  recordRepresentation: (record: VerificationRecord) => `${record.user_name} (${record.kind})`,
};
