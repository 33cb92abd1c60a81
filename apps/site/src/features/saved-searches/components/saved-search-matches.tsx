import { SAVED_SEARCHES_PAGE_PATH } from '@ile/shared/constants/discovery';
import type { PropertyCard as PropertyCardData } from '@ile/shared/contracts/property';
import { formatNumber } from '@ile/shared/helpers/locale-format';
import type { ReactNode } from 'react';
import { PropertyCard, PropertyCardSkeleton, PropertyGrid } from '../../../components/property/property-card';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/feedback';
import { ArrowLeftIcon, SearchIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { errorMessage } from '../../../lib/toast';
import { useSavedSearchMatches } from '../api/get-saved-search-matches';
import { filtersInWords } from '../utils/filters-in-words';
import styles from './saved-searches.module.css';

function BackToList() {
  return (
    <ButtonLink to={SAVED_SEARCHES_PAGE_PATH} variant="ghost" size="small" className={styles.back}>
      <ArrowLeftIcon size={16} />
      Saved searches
    </ButtonLink>
  );
}

/**
 * A saved search's new matches (since the owner last looked) as property cards; opening them marks them seen.
 * Everything the search finds is one click away on the search page.
 */
export function SavedSearchMatches({
  id,
  renderAction,
}: {
  id: string;
  /** Drawn over each card's picture (the save heart). */
  renderAction?: (property: PropertyCardData) => ReactNode;
}) {
  const matches = useSavedSearchMatches(id);
  usePageTitle(matches.data ? `New matches: ${matches.data.savedSearch.name}` : 'Saved search');

  if (matches.isError) {
    const gone = matches.error instanceof ApiError && matches.error.status === 404;
    return (
      <section className={styles.matchesPage}>
        <BackToList />
        {gone ? (
          <EmptyState title="This saved search no longer exists">
            <p>It may have been deleted. Your other saved searches are on the list.</p>
          </EmptyState>
        ) : (
          <ErrorState message={errorMessage(matches.error)} onRetry={() => void matches.refetch()} />
        )}
      </section>
    );
  }

  const search = matches.data?.savedSearch;
  const found = matches.data?.matches ?? [];
  return (
    <section
      className={styles.matchesPage}
      aria-labelledby="saved-search-matches-title"
      aria-busy={matches.isPending}
    >
      <BackToList />
      <header className={styles.matchesHeader}>
        <div className={styles.matchesTitle}>
          <h1 id="saved-search-matches-title" className="page-title">
            {search ? search.name : 'Loading saved search'}
          </h1>
          {search && <p className="muted">{filtersInWords(search.filters)}</p>}
        </div>
        {search && (
          <ButtonLink to={search.searchPath} variant="secondary">
            <SearchIcon size={18} />
            Open the search
          </ButtonLink>
        )}
      </header>
      {matches.isPending ? (
        <PropertyGrid>
          <PropertyCardSkeleton />
          <PropertyCardSkeleton />
          <PropertyCardSkeleton />
        </PropertyGrid>
      ) : found.length === 0 ? (
        <EmptyState title="No new matches since you last looked">
          <p>Open the search to see every listing it finds today.</p>
        </EmptyState>
      ) : (
        <>
          <h2 className={styles.matchesCount}>
            {formatNumber(found.length)} new {found.length === 1 ? 'listing' : 'listings'}
          </h2>
          <PropertyGrid>
            {found.map(({ property }, index) => (
              <PropertyCard
                key={property.id}
                property={property}
                action={renderAction?.(property)}
                priority={index < 2}
              />
            ))}
          </PropertyGrid>
        </>
      )}
    </section>
  );
}
