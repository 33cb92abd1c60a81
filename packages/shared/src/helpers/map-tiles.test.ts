import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES_URL } from '../constants/map-search';
import { mapTileOrigins } from './map-tiles';

describe('mapTileOrigins', () => {
  it('reads the origin of a tile URL template', () => {
    expect(mapTileOrigins(DEFAULT_MAP_TILES_URL)).toEqual(['https://tile.openstreetmap.org']);
    expect(mapTileOrigins('http://127.0.0.1:4321/tiles/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:4321']);
  });

  it('gives one origin per subdomain for {s}', () => {
    expect(mapTileOrigins('https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png')).toEqual([
      'https://a.tiles.example.com',
      'https://b.tiles.example.com',
      'https://c.tiles.example.com',
    ]);
  });

  it.each(['tiles/{z}/{x}/{y}.png', 'ftp://tiles.example.com/{z}/{x}/{y}.png', ''])(
    'refuses %j',
    (template) => {
      expect(mapTileOrigins(template)).toBeNull();
    },
  );
});
