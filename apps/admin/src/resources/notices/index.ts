import type { NoticeRecord } from '@ile/shared/contracts/admin/notices';
import { NoticeIcon } from '../../components/icons';
import { NoticeCreate, NoticeEdit, NoticeList } from './notice-views';

export default {
  list: NoticeList,
  edit: NoticeEdit,
  create: NoticeCreate,
  icon: NoticeIcon,
  recordRepresentation: (notice: NoticeRecord) => notice.heading,
};
