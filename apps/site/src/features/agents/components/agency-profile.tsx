import { LISTING_COUNTRY_OPTIONS } from '@ile/shared/constants/countries';
import type { ReactNode } from 'react';
import { WhatsAppLink } from '../../../components/contact/whatsapp-link';
import { pageUrl } from '../../../components/share/share-links';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useAgency } from '../api/get-agency';
import { useIncreaseView } from '../api/increase-view';
import { AgencyAgents, AgencyListings } from './agency-tabs';
import { Counts, Details, ExternalLink, ProfileHeader, TextSection } from './profile-parts';
import { ProfileError, ProfileSkeleton } from './profile-states';
import { ProfileTabs } from './profile-tabs';

/** /agency/{userId}: Home, About, Listings, Reviews and Agents; reviews come in through the slots. */
export function AgencyProfile({
  userId,
  reviews,
  reviewAction,
}: {
  userId: string;
  reviews: ReactNode;
  reviewAction: (agency: { name: string }) => ReactNode;
}) {
  const query = useAgency(userId);
  const { status } = useSession();
  useIncreaseView('agency', userId);
  usePageTitle(query.data?.agency_name ?? 'Agency', query.data?.description ?? undefined);

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError)
    return <ProfileError error={query.error} kind="agency" onRetry={() => void query.refetch()} />;
  const agency = query.data;
  const country = LISTING_COUNTRY_OPTIONS.find((item) => item.value === agency.country)?.label;

  return (
    <>
      <ProfileHeader
        image={agency.profile_image}
        name={agency.agency_name}
        subtitle={[agency.region, country].filter(Boolean).join(', ')}
        square
        badges={agency.verification}
        action={reviewAction({ name: agency.agency_name })}
      />
      <ProfileTabs
        label="Agency profile"
        items={[
          {
            value: 'home',
            label: 'Home',
            content: (
              <>
                <Counts
                  counts={{
                    Listings: agency.counts.listings,
                    Reviews: agency.counts.reviews,
                    Agents: agency.counts.agents,
                    Views: agency.counts.views,
                  }}
                />
                <Details
                  rows={[
                    ['Address', agency.office_address],
                    [
                      'Office',
                      <a key="office" href={`tel:${agency.office_number}`}>
                        {agency.office_number}
                      </a>,
                    ],
                    [
                      'Mobile',
                      agency.mobile_phone && <a href={`tel:${agency.mobile_phone}`}>{agency.mobile_phone}</a>,
                    ],
                    [
                      'WhatsApp',
                      status === 'signed-in' && agency.mobile_phone ? (
                        <WhatsAppLink
                          key="whatsapp"
                          label="Message on WhatsApp"
                          icon={false}
                          phone={agency.mobile_phone}
                          message={`Hello ${agency.agency_name}, I found your agency on Ile: ${pageUrl(`/agency/${userId}`)}`}
                        />
                      ) : null,
                    ],
                    ['Fax', agency.fax],
                    [
                      'Email',
                      <a key="email" href={`mailto:${agency.business_email}`}>
                        {agency.business_email}
                      </a>,
                    ],
                    ['Website', agency.website && <ExternalLink href={agency.website} />],
                    ['Licence number', agency.license_number],
                  ]}
                />
              </>
            ),
          },
          {
            value: 'about',
            label: 'About',
            content: (
              <>
                <TextSection title="About us" text={agency.description} />
                <TextSection title="Corporate values" text={agency.corperate_values} />
                <TextSection title="History" text={agency.history} />
              </>
            ),
          },
          { value: 'listings', label: 'Listings', content: <AgencyListings userId={userId} /> },
          { value: 'reviews', label: 'Reviews', content: reviews },
          { value: 'agents', label: 'Agents', content: <AgencyAgents userId={userId} /> },
        ]}
      />
    </>
  );
}
