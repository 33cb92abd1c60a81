import type { PropertyCard } from '@ile/shared/contracts/property';
import { lazy, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { OptionalSection } from '../../components/ui/optional-section';
import { SearchMap } from '../../features/map-search/components/search-map';
import { SaveHeart } from '../../features/saved/components/save-heart';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { filtersToSave } from '../../features/saved-searches/utils/filters-to-save';
import { FilterBar } from '../../features/search/components/filter-bar';
import { KeywordSearch } from '../../features/search/components/keyword-search';
import { MoreFiltersDialog } from '../../features/search/components/more-filters-dialog';
import styles from '../../features/search/components/search.module.css';
import { SearchResults } from '../../features/search/components/search-results';
import { useSearchFilters } from '../../features/search/hooks/use-search-filters';
import {
  EMPTY_FILTERS,
  mapFilterQuery,
  searchRequestParams,
} from '../../features/search/utils/search-filters';
import { useDataSaver } from '../../lib/data-saver';
import { usePageTitle } from '../../lib/page-title';
import { useMediaQuery } from '../../lib/use-media-query';

/** From this width the map sits beside the list; below it a List/Map toggle shows one at a time. */
const SIDE_BY_SIDE = '(min-width: 1024px)';

// Shown only once loaded (nothing for a first visit): kept out of the page's first load, and with data saver on
// not loaded at all (its code, its styles and the cards it fetches are nothing the visitor asked for).
const RecentlyViewed = lazy(() =>
  import('../../features/recently-viewed/components/recently-viewed').then((module) => ({
    default: module.RecentlyViewed,
  })),
);

/**
 * /properties: search with the filters in the URL, results loading ten at a time as the visitor scrolls, and a
 * map of them (beside the list on wide screens, behind a toggle on phones) whose area joins the filters.
 */
export function Component() {
  const { filters, update } = useSearchFilters();
  const [params] = useSearchParams();
  // What "Save this search" keeps: the filters as this page searched with them, and any other the URL names.
  const toSave = useMemo(
    () =>
      filtersToSave({
        url: params,
        searched: searchRequestParams(filters, 1),
        readByPage: [...Object.keys(filters), 'currency'],
      }),
    [params, filters],
  );
  const dataSaver = useDataSaver();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const [mapOnPhone, setMapOnPhone] = useState(false);
  const showList = sideBySide || !mapOnPhone;
  const showMap = sideBySide || mapOnPhone;
  usePageTitle(
    'Search properties',
    'Rentals, leases, sales, shared apartments and hostels across Nigeria and Sierra Leone.',
  );
  const heart = (property: PropertyCard) => (
    <SaveHeart propertyId={property.id} title={property.title} saved={property.isLiked} />
  );
  return (
    <div className="container page">
      <h1 className="page-title">Find a property</h1>
      <div className={styles.toolbar}>
        <KeywordSearch value={filters.keyWord} onSearch={(keyWord) => update({ keyWord })} />
        <div className={styles.filterRow}>
          <FilterBar filters={filters} onChange={update} />
          <MoreFiltersDialog filters={filters} onApply={update} />
        </div>
      </div>
      {!sideBySide && (
        <div className={styles.viewToggle}>
          <Button
            variant={mapOnPhone ? 'secondary' : 'primary'}
            aria-pressed={!mapOnPhone}
            onClick={() => setMapOnPhone(false)}
          >
            List
          </Button>
          <Button
            variant={mapOnPhone ? 'primary' : 'secondary'}
            aria-pressed={mapOnPhone}
            onClick={() => setMapOnPhone(true)}
          >
            Map
          </Button>
        </div>
      )}
      {filters.bbox && (
        <p className={styles.areaNote}>
          <span>Showing properties in the map's area.</span>
          <Button variant="secondary" size="small" onClick={() => update({ bbox: '' })}>
            Clear map area
          </Button>
        </p>
      )}
      <div className={styles.split}>
        {showList && (
          <div>
            {!dataSaver.on && (
              <OptionalSection>
                <RecentlyViewed renderAction={heart} />
              </OptionalSection>
            )}
            <SearchResults
              filters={filters}
              onSortChange={(sort) => update({ sort })}
              onClearFilters={() => update(EMPTY_FILTERS)}
              renderAction={heart}
              headerAction={<SaveSearchButton filters={toSave} />}
            />
          </div>
        )}
        {showMap && (
          <SearchMap
            filterQuery={mapFilterQuery(filters)}
            area={filters.bbox}
            onSearchArea={(bbox) => update({ bbox })}
            searchOnMove={sideBySide}
            renderAction={heart}
          />
        )}
      </div>
    </div>
  );
}
