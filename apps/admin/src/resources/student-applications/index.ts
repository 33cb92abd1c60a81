import type { StudentApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { StudentApplicationIcon } from '../../components/icons';
import { applicationResource } from '../applications/application-resource';
import { personName } from '../applications/person-name';
import {
  studentApplicationColumns,
  studentApplicationDetails,
  studentApplicationFilters,
} from './student-application-views';

export default applicationResource<StudentApplicationRecord>({
  kind: 'Student',
  name: personName,
  icon: StudentApplicationIcon,
  filters: studentApplicationFilters,
  columns: studentApplicationColumns,
  details: studentApplicationDetails,
});
