import { StudentApplicationIcon } from '../../components/icons';
import { StudentApplicationList, studentApplicationName } from './student-application-list';
import { StudentApplicationShow } from './student-application-show';

export default {
  list: StudentApplicationList,
  show: StudentApplicationShow,
  icon: StudentApplicationIcon,
  recordRepresentation: studentApplicationName,
  options: { label: 'Student applications' },
};
