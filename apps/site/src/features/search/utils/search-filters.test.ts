import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromParams, mapFilterQuery, paramsFromFilters } from './search-filters';

describe("the map's area in the search filters", () => {
  it('keeps a bbox from the URL in its short form, and writes it back', () => {
    const filters = filtersFromParams(new URLSearchParams('bbox=3.3123456,6.4,3.5,6.6&category=rental'));
    expect(filters.bbox).toBe('3.31235,6.4,3.5,6.6');
    expect(paramsFromFilters(filters).toString()).toBe('category=rental&bbox=3.31235%2C6.4%2C3.5%2C6.6');
  });

  it.each([
    ['malformed', 'bbox=3.3,6.4'],
    ['inverted', 'bbox=3.5,6.4,3.3,6.6'],
    ['outside both countries', 'bbox=100,10,110,20'],
  ])('drops a %s bbox rather than send it', (_, query) => {
    expect(filtersFromParams(new URLSearchParams(query)).bbox).toBe('');
  });

  it("gives the map every filter but its area and the order, with the prices' currency", () => {
    const query = mapFilterQuery({
      ...EMPTY_FILTERS,
      country: 'SL',
      minPrice: '1000',
      bedrooms: '2',
      bbox: '-13.3,8.4,-13.1,8.6',
      sort: 'price_asc',
    });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      country: 'SL',
      minPrice: '1000',
      bedrooms: '2',
      currency: 'SLE',
    });
  });
});
