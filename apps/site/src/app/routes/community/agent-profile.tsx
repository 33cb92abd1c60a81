import { useParams } from 'react-router';
import { ReportButton } from '../../../components/report/report-button';
import { ShareButton } from '../../../components/share/share-button';
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
            <ShareButton
              page={{ path: `/agent/${agentId}`, title: name }}
              label="Share this agent"
              size="small"
            />
            <ReportButton targetType="user" targetId={agentId} ownerId={agentId} subject={name} />
          </>
        )}
      />
    </div>
  );
}
