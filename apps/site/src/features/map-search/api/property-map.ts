import type { PropertyMapResponse } from '@ile/shared/contracts/map-search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the map shows: its view ('minLng,minLat,maxLng,maxLat') at a zoom level. */
export interface MapViewport {
  bbox: string;
  zoom: number;
}

/**
 * GET /property/map: pins or clusters for the view, with the page's other filters (`filterQuery`, the search
 * page's query string without its bbox, sort or page).
 */
export function fetchPropertyMap(
  filterQuery: string,
  viewport: MapViewport,
  signal?: AbortSignal,
): Promise<PropertyMapResponse> {
  const params = new URLSearchParams(filterQuery);
  params.set('bbox', viewport.bbox);
  params.set('zoom', String(viewport.zoom));
  return api.get<PropertyMapResponse>(`/property/map?${params}`, { signal });
}

export const propertyMapOptions = (filterQuery: string, viewport: MapViewport) =>
  queryOptions({
    queryKey: ['property-map', filterQuery, viewport.bbox, viewport.zoom] as const,
    queryFn: ({ signal }) => fetchPropertyMap(filterQuery, viewport, signal),
    staleTime: 60_000,
  });

/** The map's pins or clusters; the last answer stays drawn while the next view loads. */
export function usePropertyMap(filterQuery: string, viewport: MapViewport | null) {
  return useQuery({
    ...propertyMapOptions(filterQuery, viewport ?? { bbox: '', zoom: 0 }),
    enabled: viewport !== null,
    placeholderData: keepPreviousData,
  });
}
