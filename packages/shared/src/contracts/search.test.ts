import { describe, expect, it } from 'vitest';
import { id } from '../testing/fixtures';
import { SearchPropertiesQuery } from './search';

describe('SearchPropertiesQuery', () => {
  it('defaults to the first page of 10, newest first', () => {
    expect(SearchPropertiesQuery.parse({})).toMatchObject({ page: 1, size: 10, sort: 'newest' });
  });

  it('ignores every empty filter instead of failing', () => {
    const empty = Object.fromEntries(
      [
        'page',
        'size',
        'sort',
        'userId',
        'keyWord',
        'bedrooms',
        'bathrooms',
        'minPrice',
        'maxPrice',
        'currency',
        'country',
        'state',
        'city',
        'category',
        'title',
        'propertyType',
        'yearBuilt',
        'landSize',
        'buildingSize',
        'parkingSize',
        'garageSize',
        'cordinates',
        'views',
        'tags',
      ].map((key) => [key, '']),
    );
    const query = SearchPropertiesQuery.parse(empty);
    expect(Object.entries(query).filter(([, value]) => value !== undefined)).toEqual([
      ['page', 1],
      ['size', 10],
      ['sort', 'newest'],
      ['currency', 'NGN'],
    ]);
    expect(query).toMatchObject({ state: undefined, stateCode: undefined });
  });

  it('ignores unknown parameters', () => {
    expect(SearchPropertiesQuery.parse({ colour: 'blue' })).not.toHaveProperty('colour');
  });

  it('coerces numbers from strings', () => {
    expect(
      SearchPropertiesQuery.parse({
        page: '2',
        size: '20',
        minPrice: '50000',
        maxPrice: '1500000',
        views: '3',
      }),
    ).toMatchObject({ page: 2, size: 20, minPrice: 50_000, maxPrice: 1_500_000, views: 3 });
  });

  it('takes price bounds in NGN unless another display currency is named, in any case', () => {
    expect(SearchPropertiesQuery.parse({ minPrice: '100' })).toMatchObject({
      minPrice: 100,
      currency: 'NGN',
    });
    expect(SearchPropertiesQuery.parse({ maxPrice: '250', currency: 'usd' })).toMatchObject({
      maxPrice: 250,
      currency: 'USD',
    });
    expect(SearchPropertiesQuery.parse({ currency: ' SLE ' }).currency).toBe('SLE');
  });

  it('reads bounds in old leones (SLL) as new leones, divided by 1000', () => {
    expect(
      SearchPropertiesQuery.parse({ minPrice: '5000000', maxPrice: '9000000', currency: 'sll' }),
    ).toMatchObject({ minPrice: 5000, maxPrice: 9000, currency: 'SLE' });
  });

  it("reads room counts as ranges, '5+' as five or more", () => {
    expect(SearchPropertiesQuery.parse({ bedrooms: '5+', bathrooms: '2' })).toMatchObject({
      bedrooms: { min: 5, max: null },
      bathrooms: { min: 2, max: 2 },
    });
  });

  it('reads cordinates as lat, lng and radius', () => {
    expect(SearchPropertiesQuery.parse({ cordinates: '6.45,3.39,15' }).cordinates).toEqual({
      lat: 6.45,
      lng: 3.39,
      radiusKm: 15,
    });
  });

  it('normalises the country and, when resolvable, the state to its canonical name', () => {
    expect(SearchPropertiesQuery.parse({ country: 'nigeria', state: 'la' })).toMatchObject({
      country: 'NG',
      state: 'Lagos',
      stateCode: 'LA',
    });
    expect(SearchPropertiesQuery.parse({ state: 'fct' }).state).toBe('Federal Capital Territory');
    expect(SearchPropertiesQuery.parse({ state: 'Western Area Urban' }).state).toBe('Western Area Urban');
  });

  it('keeps an unresolvable or ambiguous state as given', () => {
    expect(SearchPropertiesQuery.parse({ state: 'Atlantis' })).toMatchObject({
      state: 'Atlantis',
      stateCode: undefined,
    });
    // 'KE' is Kebbi in Nigeria and Kenema in Sierra Leone
    expect(SearchPropertiesQuery.parse({ state: 'KE' }).state).toBe('KE');
    expect(SearchPropertiesQuery.parse({ country: 'SL', state: 'KE' }).state).toBe('Kenema');
  });

  it('keeps an unknown country so it simply matches nothing', () => {
    expect(SearchPropertiesQuery.parse({ country: 'gh' }).country).toBe('GH');
  });

  it('splits tags', () => {
    expect(SearchPropertiesQuery.parse({ tags: 'furnished,sea view' }).tags).toEqual([
      'furnished',
      'sea view',
    ]);
  });

  it('accepts option values for category, type, year built, building size and sort', () => {
    expect(
      SearchPropertiesQuery.parse({
        category: 'hostel',
        propertyType: 'student',
        yearBuilt: '1990-1999',
        buildingSize: '1000-1499-sqft',
        sort: 'price_asc',
        userId: id(7),
      }),
    ).toMatchObject({
      category: 'hostel',
      propertyType: 'student',
      yearBuilt: { fromYear: 1990, toYear: 1999 },
      buildingSize: { minSqm: 92.9, maxSqm: 139.35 },
      sort: 'price_asc',
      userId: id(7),
    });
  });

  it('reads year built as a band or a single year, open-ended at the extremes', () => {
    expect(SearchPropertiesQuery.parse({ yearBuilt: 'before-1950' }).yearBuilt).toEqual({
      fromYear: null,
      toYear: 1949,
    });
    expect(SearchPropertiesQuery.parse({ yearBuilt: '2015' }).yearBuilt).toEqual({
      fromYear: 2015,
      toYear: 2015,
    });
    expect(SearchPropertiesQuery.parse({ buildingSize: '3000-plus-sqft' }).buildingSize).toEqual({
      minSqm: 278.71,
      maxSqm: null,
    });
  });

  it.each([
    ['bedrooms', 'many'],
    ['minPrice', 'cheap'],
    ['size', '51'],
    ['page', '0'],
    ['category', 'castle'],
    ['yearBuilt', 'old'],
    ['buildingSize', 'huge'],
    ['sort', 'random'],
    ['cordinates', '6.45,3.39'],
    ['cordinates', '6.45,3.39,9000'],
    ['userId', 'me'],
    ['currency', 'XYZ'],
  ])('rejects a malformed %s (%j)', (key, value) => {
    expect(SearchPropertiesQuery.safeParse({ [key]: value }).success).toBe(false);
  });
});
