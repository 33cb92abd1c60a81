import { PropertyCard, PropertyCardSkeleton, PropertyGrid } from '../../../components/property/property-card';
import { EmptyState, ErrorState } from '../../../components/ui/feedback';
import { InfiniteSentinel } from '../../../lib/infinite-sentinel';
import { errorMessage } from '../../../lib/toast';
import { useAgencyAgents } from '../api/get-agency-agents';
import { useAgencyListings } from '../api/get-agency-listings';
import { AgentCard } from './agent-card';
import { CardList } from './card-list';

export function AgencyListings({ userId }: { userId: string }) {
  const query = useAgencyListings(userId);
  if (query.isPending) {
    return (
      <PropertyGrid>
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <PropertyCardSkeleton key={index} />
        ))}
      </PropertyGrid>
    );
  }
  if (query.isError && !query.data) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const listings = query.data.pages.flatMap((page) => page.agencyListings);
  if (listings.length === 0) return <EmptyState title="No listings" />;
  return (
    <>
      <PropertyGrid>
        {listings.map((listing) => (
          <PropertyCard key={listing.id} property={listing} />
        ))}
      </PropertyGrid>
      <InfiniteSentinel
        enabled={Boolean(query.hasNextPage) && !query.isFetchingNextPage}
        onVisible={() => void query.fetchNextPage()}
      />
    </>
  );
}

export function AgencyAgents({ userId }: { userId: string }) {
  const query = useAgencyAgents(userId);
  return (
    <CardList
      query={query}
      items={(page) => page.agencyAgents}
      emptyTitle="No agents"
      renderItem={(agent) => <AgentCard agent={agent} />}
    />
  );
}
