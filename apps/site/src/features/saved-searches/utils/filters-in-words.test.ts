import { describe, expect, it } from 'vitest';
import { ALL_PROPERTIES, filtersInWords } from './filters-in-words';

describe('a saved search’s filters in words', () => {
  it('reads like the search: place, rooms, price, map area', () => {
    expect(
      filtersInWords({ state: 'Lagos', bedrooms: '3', maxPrice: '5000000', bbox: '3.3,6.4,3.5,6.6' }),
    ).toBe('Lagos · 3 bedrooms · up to ₦5,000,000 · map area');
  });

  it('names every kind of filter, in one order whatever order they come in', () => {
    expect(
      filtersInWords({
        inspected: 'true',
        verifiedOwner: 'true',
        bathrooms: '1',
        propertyType: 'residential',
        category: 'shared',
        keyWord: 'sea view',
        country: 'NG',
        state: 'fct',
        minPrice: '150000',
        maxPrice: '750000',
        bedrooms: '5+',
        sort: 'price_asc',
      }),
    ).toBe(
      '“sea view” · Federal Capital Territory · Shared apartment · Residential · 5+ bedrooms · 1 bathroom · ₦150,000 – ₦750,000 · verified owners · inspected',
    );
  });

  it('prices a Sierra Leone search in Leones, or in the currency the search names', () => {
    expect(filtersInWords({ country: 'SL', minPrice: '2500' })).toBe('Sierra Leone · from Le 2,500');
    expect(filtersInWords({ state: 'Western Area Urban', maxPrice: '9000' })).toBe(
      'Western Area Urban · up to Le 9,000',
    );
    expect(filtersInWords({ country: 'NG', maxPrice: '500', currency: 'USD' })).toBe('Nigeria · up to $500');
    expect(filtersInWords({ maxPrice: '2500000', currency: 'SLL' })).toBe('up to Le 2,500');
  });

  it('names the total to move in apart from the price, in the same currency', () => {
    expect(filtersInWords({ state: 'Lagos', maxPrice: '1500000', moveInMax: '2000000' })).toBe(
      'Lagos · up to ₦1,500,000 · up to ₦2,000,000 to move in',
    );
    expect(filtersInWords({ country: 'SL', moveInMin: '5000', moveInMax: '9000' })).toBe(
      'Sierra Leone · Le 5,000 – Le 9,000 to move in',
    );
  });

  it('keeps a state it cannot place as written, and says when there is no filter at all', () => {
    expect(filtersInWords({ state: 'Atlantis', category: 'rental' })).toBe('Atlantis · Rental');
    expect(filtersInWords({})).toBe(ALL_PROPERTIES);
    expect(filtersInWords({ sort: 'newest' })).toBe(ALL_PROPERTIES);
  });
});
