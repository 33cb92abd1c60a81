import { viewingRecordText } from '@ile/shared/helpers/viewing-record';
import type { ReactNode } from 'react';
import { WhatsAppLink } from '../../../components/contact/whatsapp-link';
import { pageUrl } from '../../../components/share/share-links';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useAgent } from '../api/get-agent';
import { useIncreaseView } from '../api/increase-view';
import { Counts, Details, ExternalLink, ListingGrid, ProfileHeader, TextSection } from './profile-parts';
import { ProfileError, ProfileSkeleton } from './profile-states';
import { ProfileTabs } from './profile-tabs';

/**
 * /agent/{userId}: Home, Listings and Reviews. The review list and the Comment button come from the
 * reviews feature through the slots, so this feature does not depend on it.
 */
export function AgentProfile({
  userId,
  reviews,
  reviewAction,
}: {
  userId: string;
  reviews: ReactNode;
  reviewAction: (agent: { name: string }) => ReactNode;
}) {
  const query = useAgent(userId);
  const { status } = useSession();
  useIncreaseView('agent', userId);
  const agent = query.data?.singleAgent;
  usePageTitle(agent ? `${agent.name}, ${agent.position}` : 'Agent', agent?.description ?? undefined);

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError)
    return <ProfileError error={query.error} kind="agent" onRetry={() => void query.refetch()} />;
  const { singleAgent, agentListings, counts } = query.data;

  return (
    <>
      <ProfileHeader
        image={singleAgent.profile_image}
        name={singleAgent.name}
        subtitle={singleAgent.position}
        badges={singleAgent.verification}
        action={reviewAction({ name: singleAgent.name })}
      />
      <ProfileTabs
        label="Agent profile"
        items={[
          {
            value: 'home',
            label: 'Home',
            content: (
              <>
                <Counts
                  counts={{ Listings: counts.listings, Reviews: counts.reviews, Views: counts.views }}
                />
                <p className="muted">{viewingRecordText(counts.viewings)}</p>
                <TextSection title="About" text={singleAgent.description} />
                <Details
                  rows={[
                    [
                      'Mobile',
                      singleAgent.mobile_phone && (
                        <a href={`tel:${singleAgent.mobile_phone}`}>{singleAgent.mobile_phone}</a>
                      ),
                    ],
                    [
                      'WhatsApp',
                      status === 'signed-in' && singleAgent.mobile_phone ? (
                        <WhatsAppLink
                          key="whatsapp"
                          label="Message on WhatsApp"
                          icon={false}
                          phone={singleAgent.mobile_phone}
                          message={`Hello ${singleAgent.name}, I found your profile on Ile: ${pageUrl(`/agent/${userId}`)}`}
                        />
                      ) : null,
                    ],
                    [
                      'Office',
                      <a key="office" href={`tel:${singleAgent.office_number}`}>
                        {singleAgent.office_number}
                      </a>,
                    ],
                    ['Address', singleAgent.office_address],
                    [
                      'Email',
                      <a key="email" href={`mailto:${singleAgent.business_email}`}>
                        {singleAgent.business_email}
                      </a>,
                    ],
                    ['Website', singleAgent.website && <ExternalLink href={singleAgent.website} />],
                    ['LinkedIn', singleAgent.linkedin && <ExternalLink href={singleAgent.linkedin} />],
                  ]}
                />
              </>
            ),
          },
          { value: 'listings', label: 'Listings', content: <ListingGrid listings={agentListings} /> },
          { value: 'reviews', label: 'Reviews', content: reviews },
        ]}
      />
    </>
  );
}
