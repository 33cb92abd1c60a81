import { DEFAULT_MAP_TILES_URL, MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '@ile/shared/constants/map-search';
import { SEARCH_AREA_BOUNDS } from '@ile/shared/constants/search';
import { formatBoundingBox, parseBoundingBox } from '@ile/shared/helpers/search-filters';
import type { MapViewport } from '../api/property-map';

/** The tile server: VITE_MAP_TILES_URL at build time (the api's CSP reads the same variable), else OSM's. */
export const MAP_TILES_URL: string = import.meta.env.VITE_MAP_TILES_URL || DEFAULT_MAP_TILES_URL;

type Corners = [[number, number], [number, number]];

/** Where the map opens: the search's area when it has one, else both countries. */
export function initialCorners(area: string): Corners {
  const parsed = area ? parseBoundingBox(area) : null;
  const box = parsed?.ok && parsed.bbox ? parsed.bbox : SEARCH_AREA_BOUNDS;
  return [
    [box.minLat, box.minLng],
    [box.maxLat, box.maxLng],
  ];
}

/** The part of a map the api reads (a zoomed-out map may show more than the world: clamped to it). */
interface ViewSource {
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
  getZoom(): number;
}

/** A map's view as the api and the URL take it. */
export function viewportOf(map: ViewSource): MapViewport {
  const bounds = map.getBounds();
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    bbox: formatBoundingBox({
      minLng: clamp(bounds.getWest(), 180),
      minLat: clamp(bounds.getSouth(), 90),
      maxLng: clamp(bounds.getEast(), 180),
      maxLat: clamp(bounds.getNorth(), 90),
    }),
    zoom: Math.max(MAP_MIN_ZOOM, Math.min(MAP_MAX_ZOOM, Math.round(map.getZoom()))),
  };
}
