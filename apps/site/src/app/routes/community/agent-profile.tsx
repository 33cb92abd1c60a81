import { useParams } from 'react-router';
import { ReportButton } from '../../../components/report/report-button';
import { AgentProfile } from '../../../features/agents/components/agent-profile';
import { ReviewAction } from '../../../features/reviews/components/review-action';
import { ReviewList } from '../../../features/reviews/components/review-list';

export function Component() {
  const { agentId = '' } = useParams();
  return (
    <div className="container page">
      <AgentProfile
        key={agentId}
        userId={agentId}
        reviews={<ReviewList type="agent" id={agentId} />}
        reviewAction={({ name }) => (
          <>
            <ReviewAction type="agent" profileUserId={agentId} name={name} label="Comment" />
            <ReportButton targetType="user" targetId={agentId} ownerId={agentId} subject={name} />
          </>
        )}
      />
    </div>
  );
}
