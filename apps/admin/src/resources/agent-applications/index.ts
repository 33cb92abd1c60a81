import { AgentApplicationIcon } from '../../components/icons';
import { AgentApplicationList, agentApplicationName } from './agent-application-list';
import { AgentApplicationShow } from './agent-application-show';

export default {
  list: AgentApplicationList,
  show: AgentApplicationShow,
  icon: AgentApplicationIcon,
  recordRepresentation: agentApplicationName,
  options: { label: 'Agent applications' },
};
