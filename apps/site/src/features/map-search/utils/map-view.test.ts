import { SEARCH_AREA_BOUNDS } from '@ile/shared/constants/search';
import { describe, expect, it } from 'vitest';
import { initialCorners, viewportOf } from './map-view';

const mapShowing = (west: number, south: number, east: number, north: number, zoom: number) => ({
  getBounds: () => ({
    getWest: () => west,
    getSouth: () => south,
    getEast: () => east,
    getNorth: () => north,
  }),
  getZoom: () => zoom,
});

describe('the map view', () => {
  it('opens on the search area, else on both countries', () => {
    expect(initialCorners('3.3,6.4,3.5,6.6')).toEqual([
      [6.4, 3.3],
      [6.6, 3.5],
    ]);
    expect(initialCorners('')).toEqual([
      [SEARCH_AREA_BOUNDS.minLat, SEARCH_AREA_BOUNDS.minLng],
      [SEARCH_AREA_BOUNDS.maxLat, SEARCH_AREA_BOUNDS.maxLng],
    ]);
  });

  it('gives the api a view within the world and a whole zoom level', () => {
    expect(viewportOf(mapShowing(-200.5, -95, 210, 91, 1.6))).toEqual({ bbox: '-180,-90,180,90', zoom: 2 });
    expect(viewportOf(mapShowing(3.4123456, 6.4, 3.45, 6.43, 16))).toEqual({
      bbox: '3.41235,6.4,3.45,6.43',
      zoom: 16,
    });
  });
});
