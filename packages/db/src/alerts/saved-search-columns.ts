import { findRegionInAnyCountry, type SavedSearchFilters, SearchPropertiesQuery } from '@ile/shared';
import { sql } from 'kysely';
import { tsqueryOf } from '../search/search-terms';

/**
 * A saved search's filters as the match columns the alert matcher compares (docs/data-layer.md, "Saved
 * searches"): the same parser as GET /property/search reads them, so a saved search matches what the
 * search would find. The filters were checked by SavedSearchFiltersSchema (a known state, an area in the
 * two countries), so parsing cannot fail here.
 */
export function savedSearchColumns(filters: SavedSearchFilters) {
  const query = SearchPropertiesQuery.parse(filters);
  const keywords = query.keyWord === undefined ? null : tsqueryOf(query.keyWord);
  // A state named without its country belongs to the one country that has it (the schema refused others).
  const country =
    query.country ??
    (query.state === undefined ? undefined : findRegionInAnyCountry(query.state)?.country.code);
  return {
    country: country ?? null,
    state_code: query.stateCode ?? null,
    category: query.category ?? null,
    property_type: query.propertyType ?? null,
    min_bedrooms: query.bedrooms?.min ?? null,
    max_bedrooms: query.bedrooms?.max ?? null,
    min_bathrooms: query.bathrooms?.min ?? null,
    max_bathrooms: query.bathrooms?.max ?? null,
    price_currency: query.currency,
    min_price: query.minPrice ?? null,
    max_price: query.maxPrice ?? null,
    min_move_in: query.moveInMin ?? null,
    max_move_in: query.moveInMax ?? null,
    keywords: keywords === null ? null : sql<string>`to_tsquery('simple', ${keywords})`,
    min_lng: query.bbox?.minLng ?? null,
    min_lat: query.bbox?.minLat ?? null,
    max_lng: query.bbox?.maxLng ?? null,
    max_lat: query.bbox?.maxLat ?? null,
    verified_owner: query.verifiedOwner === true,
    inspected: query.inspected === true,
  };
}
