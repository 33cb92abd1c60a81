import type { RaRecord } from 'react-admin';
import { UserIcon } from '../../components/icons';
import { UserList } from './user-list';
import { UserShow } from './user-show';

export default {
  list: UserList,
  show: UserShow,
  icon: UserIcon,
  recordRepresentation: (record: RaRecord) => record.full_name,
};
