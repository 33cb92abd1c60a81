import type { RaRecord } from 'react-admin';
import { NoticeIcon } from '../../components/icons';
import { NoticeCreate, NoticeEdit, NoticeList } from './notice-views';

export default {
  list: NoticeList,
  edit: NoticeEdit,
  create: NoticeCreate,
  icon: NoticeIcon,
  recordRepresentation: (record: RaRecord) => record.heading,
};
