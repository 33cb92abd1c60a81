import type { SearchSort } from '@ile/shared/constants/search';
import type { SearchResultItem } from '@ile/shared/contracts/property';
import { formatNumber } from '@ile/shared/helpers/locale-format';
import type { ReactNode } from 'react';
import { PropertyCard, PropertyCardSkeleton, PropertyGrid } from '../../../components/property/property-card';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/toast';
import { useOnVisible } from '../../../lib/use-on-visible';
import { useSearchProperties } from '../api/search-properties';
import type { SearchFilters } from '../utils/search-filters';
import styles from './search.module.css';
import { SortSelect } from './sort-select';

interface SearchResultsProps {
  filters: SearchFilters;
  onSortChange: (sort: SearchSort) => void;
  onClearFilters: () => void;
  /** Drawn over each card's picture (the save heart). */
  renderAction?: (property: SearchResultItem) => ReactNode;
  /** Drawn beside the sort, about the whole search ("Save this search"). */
  headerAction?: ReactNode;
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];
/** Cards drawn with the page (a phone's screen and a wide screen's first row); the rest one task later. */
const FIRST_DRAWN = 4;

/** The results: total, sort, cards, and the next page loading as the last card comes into view. */
export function SearchResults({
  filters,
  onSortChange,
  onClearFilters,
  renderAction,
  headerAction,
}: SearchResultsProps) {
  const results = useSearchProperties(filters);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = results;
  const watchLastCard = useOnVisible<HTMLDivElement>(
    () => void fetchNextPage(),
    Boolean(hasNextPage) && !isFetchingNextPage && !isFetchNextPageError,
  );

  if (results.isError && !data) {
    return <ErrorState message={errorMessage(results.error)} onRetry={() => void results.refetch()} />;
  }
  const properties = data?.pages.flatMap((page) => page.properties) ?? [];
  const last = data?.pages.at(-1);
  const total = last?.totalItems ?? 0;

  const cell = (property: SearchResultItem, index: number) => (
    <div
      key={property.id}
      className={styles.cell}
      ref={index === properties.length - 1 ? watchLastCard : undefined}
    >
      <PropertyCard property={property} action={renderAction?.(property)} priority={index < 2} />
    </div>
  );

  return (
    <section aria-labelledby="results-heading" aria-busy={results.isPending || isFetchingNextPage}>
      <div className={styles.resultsHeader}>
        <h2 id="results-heading" className={styles.total}>
          {results.isPending ? (
            <Skeleton width={200} height={24} />
          ) : (
            <>
              {last?.totalIsEstimate ? 'About ' : ''}
              {formatNumber(total)} {total === 1 ? 'property' : 'properties'} available
            </>
          )}
        </h2>
        <div className={styles.resultsActions}>
          {headerAction}
          <SortSelect value={filters.sort} onChange={onSortChange} />
        </div>
      </div>

      {results.isPending ? (
        <PropertyGrid>
          {SKELETON_KEYS.map((key) => (
            <PropertyCardSkeleton key={key} />
          ))}
        </PropertyGrid>
      ) : properties.length === 0 ? (
        <EmptyState title="No results matched your search">
          <p>Try another area, a wider price range or fewer filters.</p>
          <Button variant="secondary" onClick={onClearFilters}>
            Clear all filters
          </Button>
        </EmptyState>
      ) : (
        <PropertyGrid>
          {properties.slice(0, FIRST_DRAWN).map(cell)}
          <AfterFirstPaint>
            {properties.slice(FIRST_DRAWN).map((property, index) => cell(property, index + FIRST_DRAWN))}
          </AfterFirstPaint>
        </PropertyGrid>
      )}

      <div className={styles.more}>
        {isFetchingNextPage && <Spinner size={28} label="Loading more properties" />}
        {isFetchNextPageError && (
          <ErrorState message={errorMessage(results.error)} onRetry={() => void fetchNextPage()} />
        )}
        {!hasNextPage && (data?.pages.length ?? 0) > 1 && (
          <p className="muted">You have seen all {formatNumber(properties.length)} properties.</p>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {results.isPending ? '' : `Showing ${properties.length} of ${formatNumber(total)} properties`}
      </p>
    </section>
  );
}
