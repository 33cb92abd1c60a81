import type { AgencyApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { AgencyApplicationIcon } from '../../components/icons';
import { applicationResource } from '../applications/application-resource';
import {
  agencyApplicationColumns,
  agencyApplicationDetails,
  agencyApplicationFilters,
} from './agency-application-views';

export default applicationResource<AgencyApplicationRecord>({
  kind: 'Agency',
  name: (record) => record.agency_name,
  icon: AgencyApplicationIcon,
  filters: agencyApplicationFilters,
  columns: agencyApplicationColumns,
  details: agencyApplicationDetails,
});
