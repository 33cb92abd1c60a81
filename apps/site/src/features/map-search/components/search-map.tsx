import type { PropertyCard as PropertyCardData } from '@ile/shared/contracts/property';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { PropertyCard } from '../../../components/property/property-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrency } from '../../../lib/currency';
import { useDataSaver } from '../../../lib/data-saver';
import { useMapCard } from '../api/map-card';
import { type MapViewport, usePropertyMap } from '../api/property-map';
import { initialCorners } from '../utils/map-view';
import styles from './map-search.module.css';

// Leaflet and its stylesheet are a chunk of their own, fetched only when a map is shown: the search page's
// first load stays within its budget (src/first-load-budget.test.ts).
const MapCanvas = lazy(() => import('./map-canvas'));

/** How long the map waits after the visitor stops moving before it searches the area (desktop). */
const AREA_DELAY_MS = 400;

export interface SearchMapProps {
  /** The page's other filters as a query string (no bbox, sort or page): the map applies them too. */
  filterQuery: string;
  /** The search's area ('minLng,minLat,maxLng,maxLat' or ''): the map opens on it. */
  area: string;
  /** Search the list in this area. */
  onSearchArea: (bbox: string) => void;
  /** True: every move searches its area (desktop). False: a "Search this area" button does (phones). */
  searchOnMove: boolean;
  /** Drawn over the chosen listing's picture (the save heart). */
  renderAction?: (property: PropertyCardData) => ReactNode;
}

/**
 * The search page's map: pins with prices, or clusters, for its view and filters. With data saver on it
 * stays off until the visitor asks, since tiles cost more than the rest of the page.
 */
export function SearchMap({ filterQuery, area, onSearchArea, searchOnMove, renderAction }: SearchMapProps) {
  const { on: savingData } = useDataSaver();
  const [asked, setAsked] = useState(false);
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const [moved, setMoved] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const { compact } = useCurrency();
  const result = usePropertyMap(filterQuery, viewport);
  const card = useMapCard(chosen);
  const [initialBounds] = useState(() => initialCorners(area));

  const onViewport = useCallback((next: MapViewport, byVisitor: boolean) => {
    setViewport(next);
    setMoved(byVisitor);
  }, []);

  // Desktop: the list follows the map once the visitor has stopped moving it.
  useEffect(() => {
    if (!searchOnMove || !moved || !viewport || viewport.bbox === area) return;
    const timer = setTimeout(() => onSearchArea(viewport.bbox), AREA_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchOnMove, moved, viewport, area, onSearchArea]);

  const data = result.data;
  const summary = useMemo(() => {
    if (!data) return 'Loading the map';
    if (data.points.length > 0)
      return `${data.points.length} ${data.points.length === 1 ? 'property' : 'properties'} on the map`;
    if (data.clusters.length > 0) return 'Properties on the map are grouped: zoom in or choose a group';
    return 'No properties in this part of the map';
  }, [data]);

  if (savingData && !asked) {
    return (
      <section className={`${styles.map} ${styles.off}`} aria-labelledby="map-heading">
        <h2 id="map-heading" className="visually-hidden">
          Map of the results
        </h2>
        <p>Data saver is on: the map is off.</p>
        <Button variant="secondary" onClick={() => setAsked(true)}>
          Show map (uses data)
        </Button>
      </section>
    );
  }

  const showSearchArea = !searchOnMove && moved && viewport !== null && viewport.bbox !== area;
  return (
    <section className={styles.map} aria-labelledby="map-heading">
      <h2 id="map-heading" className="visually-hidden">
        Map of the results
      </h2>
      <Suspense fallback={<Spinner size={32} label="Loading the map" />}>
        <MapCanvas
          initialBounds={initialBounds}
          data={data}
          priceLabel={compact}
          onViewport={onViewport}
          onPin={setChosen}
        />
      </Suspense>
      {showSearchArea && (
        <div className={styles.searchArea}>
          <Button
            onClick={() => {
              onSearchArea(viewport.bbox);
              setMoved(false);
            }}
          >
            Search this area
          </Button>
        </div>
      )}
      {result.isError && (
        <p className={styles.notice}>The map could not load its properties. Move it to try again.</p>
      )}
      {chosen && (
        <div className={styles.card}>
          <button
            type="button"
            className={styles.close}
            aria-label="Close this property's card"
            onClick={() => setChosen(null)}
          >
            ×
          </button>
          {card.data ? (
            <PropertyCard property={card.data} action={renderAction?.(card.data)} />
          ) : card.isPending ? (
            <Spinner size={28} label="Loading the property" />
          ) : (
            <p>This property is no longer listed.</p>
          )}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {summary}
      </p>
    </section>
  );
}
