import { describe, expect, it } from 'vitest';
import { formatBoundingBox, parseBoundingBox, parseCoordinates, parseRoomCount } from './search-filters';

describe('parseRoomCount', () => {
  it('reads an exact count', () => {
    expect(parseRoomCount('3')).toEqual({ min: 3, max: 3 });
    expect(parseRoomCount(' 0 ')).toEqual({ min: 0, max: 0 });
  });

  it('reads "N+" as N or more', () => {
    expect(parseRoomCount('5+')).toEqual({ min: 5, max: null });
    expect(parseRoomCount('6 +')).toEqual({ min: 6, max: null });
  });

  it.each(['', '+', 'three', '-1', '2.5', '1000', '5++'])('rejects %j', (text) => {
    expect(parseRoomCount(text)).toBeNull();
  });
});

describe('parseCoordinates', () => {
  it('reads lat,lng,radiusKm', () => {
    expect(parseCoordinates('6.5244,3.3792,10')).toEqual({ lat: 6.5244, lng: 3.3792, radiusKm: 10 });
    expect(parseCoordinates(' 8.48 , -13.23 , 2.5 ')).toEqual({ lat: 8.48, lng: -13.23, radiusKm: 2.5 });
  });

  it('rejects out-of-range values', () => {
    expect(parseCoordinates('91,3,10')).toBeNull();
    expect(parseCoordinates('6,181,10')).toBeNull();
    expect(parseCoordinates('6,3,0')).toBeNull();
    expect(parseCoordinates('6,3,-5')).toBeNull();
    expect(parseCoordinates('6,3,501')).toBeNull();
  });

  it.each(['', '6.5,3.3', '6.5,3.3,10,1', 'a,b,c', '6.5,,10', '1e2,3,4'])('rejects %j', (text) => {
    expect(parseCoordinates(text)).toBeNull();
  });
});

describe('parseBoundingBox', () => {
  it('reads minLng,minLat,maxLng,maxLat inside the two countries unchanged', () => {
    expect(parseBoundingBox('3.3,6.4,3.5,6.6')).toEqual({
      ok: true,
      bbox: { minLng: 3.3, minLat: 6.4, maxLng: 3.5, maxLat: 6.6 },
    });
  });

  it('clamps an area larger than both countries to them', () => {
    expect(parseBoundingBox('-40,-20,40,30')).toEqual({
      ok: true,
      bbox: { minLng: -14, minLat: 3.5, maxLng: 15, maxLat: 14.5 },
    });
  });

  it('answers no area for a box wholly outside both countries', () => {
    expect(parseBoundingBox('100,10,110,20')).toEqual({ ok: true, bbox: null });
  });

  it.each([
    ['3,6,2,7', /inverted/],
    ['3,7,4,6', /inverted/],
    ['-181,6,3,7', /outside the world/],
    ['3,6,4,91', /outside the world/],
    ['3,6,4', /Expected/],
    ['a,b,c,d', /Expected/],
    ['', /Expected/],
  ])('refuses %j with the reason', (text, reason) => {
    const result = parseBoundingBox(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(reason);
  });

  it('formats what it reads back to the same area', () => {
    const parsed = parseBoundingBox('3.123456789,6.4,3.5,6.6');
    expect(parsed.ok && parsed.bbox && formatBoundingBox(parsed.bbox)).toBe('3.12346,6.4,3.5,6.6');
  });
});
