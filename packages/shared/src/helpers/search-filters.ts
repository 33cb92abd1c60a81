import { MAX_SEARCH_RADIUS_KM } from '../constants/search';

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
