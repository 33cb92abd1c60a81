import { BecomeAgentWizard } from '../../../features/community-applications/components/become-agent-wizard';
import { usePageTitle } from '../../../lib/page-title';
import { RequireAuth } from '../../require-auth';

export function Component() {
  usePageTitle('Become an agent or agency');
  return (
    <RequireAuth>
      <div className="container page">
        <h1 className="page-title" style={{ textAlign: 'center' }}>
          Become an agent or agency
        </h1>
        <BecomeAgentWizard />
      </div>
    </RequireAuth>
  );
}
