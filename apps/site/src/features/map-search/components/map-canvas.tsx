import 'leaflet/dist/leaflet.css';
import { MAP_ATTRIBUTION } from '@ile/shared/constants/map-search';
import type { PropertyMapResponse } from '@ile/shared/contracts/map-search';
import { formatNumber } from '@ile/shared/helpers/locale-format';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapViewport } from '../api/property-map';
import { MAP_TILES_URL, viewportOf } from '../utils/map-view';
import styles from './map-search.module.css';

export interface MapCanvasProps {
  /** Where the map opens: [[south, west], [north, east]]. */
  initialBounds: L.LatLngBoundsExpression;
  data: PropertyMapResponse | undefined;
  /** A pin's label: its price, short, in the visitor's currency. */
  priceLabel: (price: number, currency: string) => string;
  /** Every view the map settles on (after the first fit, and after each move or zoom). */
  onViewport: (viewport: MapViewport, byVisitor: boolean) => void;
  onPin: (id: string) => void;
}

/** The map area one price label needs to stay readable beside its neighbours (about 90 × 40 px). */
const LABEL_AREA_PX = 90 * 40;

/** Clusters grow with their count, from 34 px to 60 px. */
const clusterSize = (count: number) => Math.round(Math.min(60, 34 + Math.log10(count) * 9));

/**
 * The Leaflet map (loaded with this chunk only when a map is shown): OpenStreetMap-compatible tiles, the
 * server's clusters as circles with their count (a click zooms in) and its pins as price labels (a click,
 * or Enter on a focused pin, shows the listing's card).
 */
export default function MapCanvas({ initialBounds, data, priceLabel, onViewport, onPin }: MapCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  // The latest callbacks, so the map's listeners (added once) never call stale ones.
  const handlers = useRef({ onViewport, onPin });
  handlers.current = { onViewport, onPin };

  // The map is made once: later views come from the visitor moving it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialBounds is read at creation only.
  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { minZoom: 3, maxZoom: 18, zoomSnap: 1 });
    created.attributionControl.setPrefix(false);
    L.tileLayer(MAP_TILES_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    // The first fit is ours; every later move is the visitor's (a drag, a zoom, a cluster they clicked).
    let fitted = false;
    created.on('moveend', () => {
      handlers.current.onViewport(viewportOf(created), fitted);
      fitted = true;
    });
    created.fitBounds(initialBounds);
    map.current = created;
    return () => {
      // Leaflet may still fire a deferred moveend (an animation's end) after remove(): nobody listens by then.
      created.off();
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  useEffect(() => {
    const group = layer.current;
    const current = map.current;
    if (!group || !current || !data) return;
    group.clearLayers();
    for (const cluster of data.clusters) {
      const size = clusterSize(cluster.count);
      const label = `${formatNumber(cluster.count)} ${cluster.count === 1 ? 'property' : 'properties'}: zoom in`;
      const marker = L.marker([cluster.lat, cluster.lng], {
        icon: L.divIcon({
          className: styles.cluster,
          html: `<span>${formatNumber(cluster.count)}</span>`,
          iconSize: [size, size],
        }),
        title: label,
        alt: label,
        keyboard: true,
      });
      marker.on('click', () =>
        current.setView([cluster.lat, cluster.lng], Math.min(current.getZoom() + 2, 18)),
      );
      marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
      group.addLayer(marker);
    }
    // Up to 200 pins can come back: where their labels would pile up (a phone's small map), they are drawn as
    // dots until the visitor zooms in; each still names its price and opens its card.
    const { x: width, y: height } = current.getSize();
    const labelled = data.points.length <= Math.floor((width * height) / LABEL_AREA_PX);
    for (const point of data.points) {
      const price = priceLabel(point.price, point.currency);
      const marker = L.marker([point.lat, point.lng], {
        icon: L.divIcon({
          className: labelled ? styles.pin : `${styles.pin} ${styles.dot}`,
          html: `<span>${labelled ? price.replace(/[<>&"]/g, '') : ''}</span>`,
          // A point-sized icon: the label is drawn centred above it (map-search.module.css).
          iconSize: [0, 0],
        }),
        title: `${price}: show this property`,
        keyboard: true,
        riseOnHover: true,
      });
      marker.on('click', () => handlers.current.onPin(point.id));
      marker.on('add', () => {
        const pin = marker.getElement();
        pin?.setAttribute('aria-label', `${price}: show this property`);
        pin?.setAttribute('data-property-id', point.id);
      });
      group.addLayer(marker);
    }
  }, [data, priceLabel]);

  return <div ref={element} className={styles.canvas} />;
}
