import { MAX_SEARCH_RADIUS_KM, SEARCH_AREA_BOUNDS } from '../constants/search';

/** A bedroom or bathroom filter: '3' is exactly three, '5+' is five or more (max null). */
export interface RoomCountRange {
  min: number;
  max: number | null;
}

export function parseRoomCount(text: string): RoomCountRange | null {
  const match = /^\s*(\d{1,3})\s*(\+?)\s*$/.exec(text);
  if (!match?.[1]) return null;
  const count = Number(match[1]);
  return { min: count, max: match[2] === '+' ? null : count };
}

/** The `cordinates` search filter: 'lat,lng,radiusKm'. */
export interface CoordinatesFilter {
  lat: number;
  lng: number;
  radiusKm: number;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

export function parseCoordinates(text: string): CoordinatesFilter | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 3 || !parts.every((part) => NUMBER.test(part))) return null;
  const [lat, lng, radiusKm] = parts.map(Number) as [number, number, number];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (radiusKm <= 0 || radiusKm > MAX_SEARCH_RADIUS_KM) return null;
  return { lat, lng, radiusKm };
}

/** The `bbox` search filter: 'minLng,minLat,maxLng,maxLat' in degrees (WGS84), as maps give their view. */
export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

export type BoundingBoxResult = { ok: true; bbox: BoundingBox | null } | { ok: false; message: string };

/**
 * Reads a bbox and clamps it to the two countries (SEARCH_AREA_BOUNDS). Malformed, outside the world or
 * inverted (min above max) is refused with the reason; a box wholly outside both countries is `bbox: null`
 * (nothing there to find, but not the caller's mistake: a map panned out to sea).
 */
export function parseBoundingBox(text: string): BoundingBoxResult {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) {
    return { ok: false, message: "Expected 'minLng,minLat,maxLng,maxLat' in degrees" };
  }
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  if (
    [minLng, maxLng].some((lng) => Math.abs(lng) > 180) ||
    [minLat, maxLat].some((lat) => Math.abs(lat) > 90)
  ) {
    return {
      ok: false,
      message: 'The area is outside the world: longitudes run from -180 to 180, latitudes from -90 to 90',
    };
  }
  if (minLng > maxLng || minLat > maxLat) {
    return { ok: false, message: 'The area is inverted: minLng must not exceed maxLng, nor minLat maxLat' };
  }
  const bounds = SEARCH_AREA_BOUNDS;
  const clamped = {
    minLng: Math.max(minLng, bounds.minLng),
    minLat: Math.max(minLat, bounds.minLat),
    maxLng: Math.min(maxLng, bounds.maxLng),
    maxLat: Math.min(maxLat, bounds.maxLat),
  };
  const empty = clamped.minLng > clamped.maxLng || clamped.minLat > clamped.maxLat;
  return { ok: true, bbox: empty ? null : clamped };
}

/** The bbox as the URL carries it, rounded to about a metre so links stay short. */
export function formatBoundingBox(bbox: BoundingBox): string {
  const round = (value: number) => Number(value.toFixed(5));
  return [bbox.minLng, bbox.minLat, bbox.maxLng, bbox.maxLat].map(round).join(',');
}
