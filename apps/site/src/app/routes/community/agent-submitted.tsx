import { AgentSubmitted } from '../../../features/community-applications/components/agent-submitted';
import { usePageTitle } from '../../../lib/page-title';
import { RequireAuth } from '../../require-auth';

export function Component() {
  usePageTitle('Application sent');
  return (
    <RequireAuth>
      <div className="container page">
        <AgentSubmitted />
      </div>
    </RequireAuth>
  );
}
