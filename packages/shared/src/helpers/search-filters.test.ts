import { describe, expect, it } from 'vitest';
import { parseCoordinates, parseRoomCount } from './search-filters';

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
