import type { AgentApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { AgentApplicationIcon } from '../../components/icons';
import { applicationResource } from '../applications/application-resource';
import { personName } from '../applications/person-name';
import {
  agentApplicationColumns,
  agentApplicationDetails,
  agentApplicationFilters,
} from './agent-application-views';

export default applicationResource<AgentApplicationRecord>({
  kind: 'Agent',
  name: personName,
  icon: AgentApplicationIcon,
  filters: agentApplicationFilters,
  columns: agentApplicationColumns,
  details: agentApplicationDetails,
});
