import type { RaRecord } from 'react-admin';
import { AgencyApplicationIcon } from '../../components/icons';
import { AgencyApplicationList } from './agency-application-list';
import { AgencyApplicationShow } from './agency-application-show';

export default {
  list: AgencyApplicationList,
  show: AgencyApplicationShow,
  icon: AgencyApplicationIcon,
  recordRepresentation: (record: RaRecord) => record.agency_name,
  options: { label: 'Agency applications' },
};
