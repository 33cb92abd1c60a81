import { AgentsDirectory } from '../../../features/agents/components/agents-directory';
import { AgentsHero } from '../../../features/agents/components/agents-hero';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle(
    'Agents and agencies',
    'Find registered property agents and agencies in Nigeria and Sierra Leone, read reviews and see their listings.',
  );
  return (
    <div className="container page">
      <AgentsHero />
      <AgentsDirectory />
    </div>
  );
}
