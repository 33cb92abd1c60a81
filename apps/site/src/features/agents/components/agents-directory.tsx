import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { useAgencies } from '../api/get-agencies';
import { useAgents } from '../api/get-agents';
import { AgencyCard } from './agency-card';
import { AgentCard } from './agent-card';
import { CardList } from './card-list';

const TABS = ['agents', 'agencies'] as const;
type DirectoryTab = (typeof TABS)[number];

/** The Agents and Agencies tabs; the tab lives in the URL (`?tab=agencies`) so it can be shared and kept. */
export function AgentsDirectory() {
  const [params, setParams] = useSearchParams();
  const tab: DirectoryTab = params.get('tab') === 'agencies' ? 'agencies' : 'agents';
  const agents = useAgents(tab === 'agents');
  const agencies = useAgencies(tab === 'agencies');

  return (
    <Tabs
      label="Agents and agencies"
      value={tab}
      onValueChange={(value) =>
        setParams(value === 'agents' ? {} : { tab: value }, { replace: true, preventScrollReset: true })
      }
      items={[
        {
          value: 'agents',
          label: 'Agents',
          content: (
            <CardList
              query={agents}
              items={(page) => page.agent}
              emptyTitle="No agents yet"
              renderItem={(agent) => <AgentCard agent={agent} />}
            />
          ),
        },
        {
          value: 'agencies',
          label: 'Agencies',
          content: (
            <CardList
              query={agencies}
              items={(page) => page.agency}
              emptyTitle="No agencies yet"
              renderItem={(agency) => <AgencyCard agency={agency} />}
            />
          ),
        },
      ]}
    />
  );
}
