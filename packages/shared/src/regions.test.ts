import { describe, expect, it } from 'vitest';
import { countries, findCountry, findRegion, findRegionInAnyCountry, regionsOf } from './regions';

// Rough bounding boxes, generous by a degree: a centroid outside them is a typo.
const BOUNDS = {
  NG: { lat: [3.2, 14.9], lng: [2.2, 15.0] },
  SL: { lat: [6.8, 10.1], lng: [-13.4, -10.2] },
} as const;

describe('countries', () => {
  it('are Nigeria in NGN and Sierra Leone in SLE', () => {
    expect(countries.map(({ code, name, currency }) => ({ code, name, currency }))).toEqual([
      { code: 'NG', name: 'Nigeria', currency: 'NGN' },
      { code: 'SL', name: 'Sierra Leone', currency: 'SLE' },
    ]);
  });

  it('Nigeria has 37 states including the FCT', () => {
    expect(regionsOf('NG')).toHaveLength(37);
    expect(findRegion('NG', 'FC')?.name).toBe('Federal Capital Territory');
  });

  it("Sierra Leone has the spec's 16 districts", () => {
    expect(regionsOf('SL').map((region) => region.name)).toEqual([
      'Bo',
      'Bombali',
      'Bonthe',
      'Falaba',
      'Kailahun',
      'Kambia',
      'Karene',
      'Kenema',
      'Koinadugu',
      'Kono',
      'Moyamba',
      'Port Loko',
      'Pujehun',
      'Tonkolili',
      'Western Area Rural',
      'Western Area Urban',
    ]);
  });

  for (const country of countries) {
    describe(country.name, () => {
      it('has unique two-letter codes and unique names', () => {
        const codes = country.regions.map((region) => region.code);
        expect(new Set(codes).size).toBe(codes.length);
        expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
        expect(new Set(country.regions.map((region) => region.name)).size).toBe(country.regions.length);
      });

      it('has centroids inside the country and 2 to 4 distinct cities per region', () => {
        const bounds = BOUNDS[country.code];
        for (const region of country.regions) {
          expect(region.lat, region.name).toBeGreaterThanOrEqual(bounds.lat[0]);
          expect(region.lat, region.name).toBeLessThanOrEqual(bounds.lat[1]);
          expect(region.lng, region.name).toBeGreaterThanOrEqual(bounds.lng[0]);
          expect(region.lng, region.name).toBeLessThanOrEqual(bounds.lng[1]);
          expect(region.cities.length, region.name).toBeGreaterThanOrEqual(2);
          expect(region.cities.length, region.name).toBeLessThanOrEqual(4);
          expect(new Set(region.cities).size, region.name).toBe(region.cities.length);
        }
      });
    });
  }

  it('uses the ISO 3166-2:NG codes for Nigeria', () => {
    expect(findRegion('NG', 'LA')?.name).toBe('Lagos');
    expect(findRegion('NG', 'AB')?.name).toBe('Abia');
    expect(findRegion('NG', 'AK')?.name).toBe('Akwa Ibom');
    expect(findRegion('NG', 'BY')?.name).toBe('Bayelsa');
    expect(findRegion('NG', 'RI')?.name).toBe('Rivers');
    expect(findRegion('NG', 'ZA')?.name).toBe('Zamfara');
  });
});

describe('findCountry and regionsOf', () => {
  it('find by code or name, case-insensitively', () => {
    expect(findCountry('ng')?.code).toBe('NG');
    expect(findCountry(' Sierra  leone ')?.code).toBe('SL');
    expect(findCountry('GH')).toBeUndefined();
    expect(findCountry(null)).toBeUndefined();
  });

  it('regionsOf is empty for other countries', () => {
    expect(regionsOf('GH')).toEqual([]);
    expect(regionsOf(undefined)).toEqual([]);
  });
});

describe('findRegion', () => {
  it('finds by code, name, suffixed name or alias, case-insensitively', () => {
    expect(findRegion('NG', 'la')?.name).toBe('Lagos');
    expect(findRegion('NG', 'LAGOS')?.code).toBe('LA');
    expect(findRegion('NG', 'Lagos State')?.code).toBe('LA');
    expect(findRegion('NG', ' cross  river ')?.code).toBe('CR');
    expect(findRegion('NG', 'Abuja')?.code).toBe('FC');
    expect(findRegion('NG', 'FCT')?.code).toBe('FC');
    expect(findRegion('SL', 'Bo District')?.code).toBe('BO');
    expect(findRegion('SL', 'freetown')?.code).toBe('WU');
    expect(findRegion('Sierra Leone', 'port loko')?.code).toBe('PL');
  });

  it('looks only in the given country', () => {
    expect(findRegion('NG', 'KE')?.name).toBe('Kebbi');
    expect(findRegion('SL', 'KE')?.name).toBe('Kenema');
    expect(findRegion('SL', 'Lagos')).toBeUndefined();
  });

  it('is undefined without a country or a region', () => {
    expect(findRegion('GH', 'LA')).toBeUndefined();
    expect(findRegion('NG', '')).toBeUndefined();
    expect(findRegion(undefined, 'LA')).toBeUndefined();
  });
});

describe('findRegionInAnyCountry', () => {
  it('finds a region whose code or name only one country has', () => {
    expect(findRegionInAnyCountry('Kenema')?.country.code).toBe('SL');
    expect(findRegionInAnyCountry('Lagos')?.region.code).toBe('LA');
  });

  it('is undefined when the codes clash or nothing matches', () => {
    expect(findRegionInAnyCountry('KE')).toBeUndefined();
    expect(findRegionInAnyCountry('Atlantis')).toBeUndefined();
  });
});
