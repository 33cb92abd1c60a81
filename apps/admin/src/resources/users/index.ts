import type { UserRecord } from '@ile/shared/contracts/admin/users';
import { UserIcon } from '../../components/icons';
import { UserList } from './user-list';
import { UserShow } from './user-show';

export default {
  list: UserList,
  show: UserShow,
  icon: UserIcon,
  recordRepresentation: (user: UserRecord) => user.full_name,
};
