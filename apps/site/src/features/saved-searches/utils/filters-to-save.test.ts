import { describe, expect, it } from 'vitest';
import { filtersToSave } from './filters-to-save';

const PAGE_FILTERS = [
  'keyWord',
  'country',
  'state',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'category',
  'propertyType',
  'verifiedOwner',
  'inspected',
  'sort',
  'currency',
];

describe('the filters "Save this search" keeps', () => {
  it('keeps the page’s reading of its filters, the price currency it searched in, and a map area it does not read', () => {
    const url = new URLSearchParams(
      'country=sl&state=freetown&minPrice=abc&maxPrice=9000&bbox=-13.3,8.4,-13.1,8.5&utm_source=mail&page=3',
    );
    const searched = new URLSearchParams(
      'country=SL&state=Western+Area+Urban&maxPrice=9000&sort=newest&currency=SLE&page=1&size=10',
    );
    expect(filtersToSave({ url, searched, readByPage: PAGE_FILTERS })).toEqual({
      country: 'SL',
      state: 'Western Area Urban',
      maxPrice: '9000',
      currency: 'SLE',
      bbox: '-13.3,8.4,-13.1,8.5',
    });
  });

  it('keeps a sort other than the default, and the map area once the page reads it itself', () => {
    const url = new URLSearchParams('category=rental&sort=price_asc&bbox=3.3,6.4,3.5,6.6');
    const searched = new URLSearchParams(
      'category=rental&sort=price_asc&bbox=3.3,6.4,3.5,6.6&page=1&size=10',
    );
    expect(filtersToSave({ url, searched, readByPage: [...PAGE_FILTERS, 'bbox'] })).toEqual({
      category: 'rental',
      sort: 'price_asc',
      bbox: '3.3,6.4,3.5,6.6',
    });
    // A map area the page dropped (malformed) is not saved either.
    expect(
      filtersToSave({
        url,
        searched: new URLSearchParams('category=rental'),
        readByPage: [...PAGE_FILTERS, 'bbox'],
      }),
    ).toEqual({ category: 'rental' });
  });

  it('keeps nothing for a search with no filters', () => {
    expect(
      filtersToSave({
        url: new URLSearchParams(''),
        searched: new URLSearchParams('sort=newest&page=1&size=10'),
        readByPage: PAGE_FILTERS,
      }),
    ).toEqual({});
  });
});
