import type { Category } from '@ile/shared/constants/listing-options';
import type { SearchResultItem } from '@ile/shared/contracts/property';
import type { ReactNode } from 'react';
import { PropertyCard, PropertyCardSkeleton, PropertyGrid } from '../../../components/property/property-card';
import { EmptyState, ErrorState } from '../../../components/ui/feedback';
import { Spinner } from '../../../components/ui/spinner';
import { InfiniteSentinel } from '../../../lib/infinite-sentinel';
import { errorMessage } from '../../../lib/toast';
import { CATEGORY_PAGE_SIZE, useCategoryListings } from '../api/get-category-listings';
import styles from './category-listings.module.css';

/** Drawn over each card's picture (the save heart). */
export type RenderListingAction = (listing: SearchResultItem) => ReactNode;

/** One category's cards: skeletons, error with retry, empty, then the cards loading more at the end. */
export function CategoryList({
  category,
  emptyTitle,
  renderAction,
}: {
  category: Category;
  emptyTitle: string;
  renderAction?: RenderListingAction;
}) {
  const query = useCategoryListings(category);
  if (query.isPending) {
    return (
      <PropertyGrid>
        {Array.from({ length: CATEGORY_PAGE_SIZE }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <PropertyCardSkeleton key={index} />
        ))}
      </PropertyGrid>
    );
  }
  if (query.isError && !query.data) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const listings = query.data.pages.flatMap((page) => page.properties);
  if (listings.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <PropertyGrid>
        {listings.map((listing, index) => (
          <PropertyCard
            key={listing.id}
            property={listing}
            priority={index < 2}
            action={renderAction?.(listing)}
          />
        ))}
      </PropertyGrid>
      <InfiniteSentinel
        enabled={Boolean(query.hasNextPage) && !query.isFetchingNextPage}
        onVisible={() => void query.fetchNextPage()}
      />
      {query.isFetchingNextPage && (
        <div className={styles.more}>
          <Spinner label="Loading more listings" />
        </div>
      )}
    </>
  );
}
