import { useParams } from 'react-router';
import { ReportButton } from '../../../components/report/report-button';
import { ShareButton } from '../../../components/share/share-button';
import { AgencyProfile } from '../../../features/agents/components/agency-profile';
import { ReviewAction } from '../../../features/reviews/components/review-action';
import { ReviewList } from '../../../features/reviews/components/review-list';

export function Component() {
  const { agencyId = '' } = useParams();
  return (
    <div className="container page">
      <AgencyProfile
        key={agencyId}
        userId={agencyId}
        reviews={<ReviewList type="agency" id={agencyId} />}
        reviewAction={({ name }) => (
          <>
            <ReviewAction type="agency" profileUserId={agencyId} name={name} label="Give review" />
            <ShareButton
              page={{ path: `/agency/${agencyId}`, title: name }}
              label="Share this agency"
              size="small"
            />
            <ReportButton targetType="user" targetId={agencyId} ownerId={agencyId} subject={name} />
          </>
        )}
      />
    </div>
  );
}
