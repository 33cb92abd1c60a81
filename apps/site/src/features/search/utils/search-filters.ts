import type { ListingCountry } from '@ile/shared/constants/countries';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  CATEGORIES,
  type Category,
  PROPERTY_TYPES,
  type PropertyType,
} from '@ile/shared/constants/listing-options';
import { SEARCH_PAGE_SIZE } from '@ile/shared/constants/pagination';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, type SearchSort } from '@ile/shared/constants/search';
import { formatBoundingBox, parseBoundingBox } from '@ile/shared/helpers/search-filters';
import { findRegion } from '@ile/shared/regions';

/** The search page's filters as the URL carries them; '' means "any". */
export interface SearchFilters {
  keyWord: string;
  country: ListingCountry | '';
  /** The region's name ('Lagos'), readable in a shared link. */
  state: string;
  minPrice: string;
  maxPrice: string;
  /** The total to move in (rent in advance and charges), in the same currency as the price boxes. */
  moveInMin: string;
  moveInMax: string;
  bedrooms: string;
  bathrooms: string;
  category: Category | '';
  propertyType: PropertyType | '';
  /** 'true': only listings whose owner is ID verified (or whose agency is business verified). */
  verifiedOwner: '' | 'true';
  /** 'true': only listings inspected by Ile staff in the last 180 days. */
  inspected: '' | 'true';
  /** The map's area, 'minLng,minLat,maxLng,maxLat' (set by moving the map; a shared link keeps it). */
  bbox: string;
  sort: SearchSort;
}

export const EMPTY_FILTERS: SearchFilters = {
  keyWord: '',
  country: '',
  state: '',
  minPrice: '',
  maxPrice: '',
  moveInMin: '',
  moveInMax: '',
  bedrooms: '',
  bathrooms: '',
  category: '',
  propertyType: '',
  verifiedOwner: '',
  inspected: '',
  bbox: '',
  sort: DEFAULT_SEARCH_SORT,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
const wholeNumber = (value: string | null): string => (value && /^\d{1,12}$/.test(value) ? value : '');

/** A bbox the api accepts, in its short form; '' for none, a malformed one, or one outside both countries. */
function areaOf(value: string | null): string {
  if (!value) return '';
  const parsed = parseBoundingBox(value);
  return parsed.ok && parsed.bbox ? formatBoundingBox(parsed.bbox) : '';
}

/**
 * Filters from a URL someone may have typed or shared: anything unknown or malformed is dropped rather than
 * sent (the api would answer 400), and a state only counts within its country.
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const country = oneOf(['NG', 'SL'] as const, params.get('country')?.toUpperCase() ?? null);
  const state = params.get('state')?.trim() ?? '';
  const region = country && state ? findRegion(country, state) : undefined;
  return {
    keyWord: (params.get('keyWord') ?? '').trim().slice(0, 200),
    country,
    state: region?.name ?? '',
    minPrice: wholeNumber(params.get('minPrice')),
    maxPrice: wholeNumber(params.get('maxPrice')),
    moveInMin: wholeNumber(params.get('moveInMin')),
    moveInMax: wholeNumber(params.get('moveInMax')),
    bedrooms: oneOf(BEDROOM_OPTIONS, params.get('bedrooms')),
    bathrooms: oneOf(BATHROOM_OPTIONS, params.get('bathrooms')),
    category: oneOf(CATEGORIES, params.get('category')),
    propertyType: oneOf(PROPERTY_TYPES, params.get('propertyType')),
    verifiedOwner: oneOf(['true'] as const, params.get('verifiedOwner')),
    inspected: oneOf(['true'] as const, params.get('inspected')),
    bbox: areaOf(params.get('bbox')),
    sort: oneOf(SEARCH_SORTS, params.get('sort')) || DEFAULT_SEARCH_SORT,
  };
}

/** The URL's query for these filters: empty ones and the default sort left out, so links stay short. */
export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === '' || (key === 'sort' && value === DEFAULT_SEARCH_SORT)) continue;
    params.set(key, value);
  }
  return params;
}

/**
 * What the price boxes are in: the listing currency of the chosen country (Naira unless Sierra Leone), so
 * the spec's option amounts mean what they say.
 */
export function priceCurrencyOf(country: SearchFilters['country']): 'NGN' | 'SLE' {
  return country === 'SL' ? 'SLE' : 'NGN';
}

/** Whether any amount box is filled: the price's or the total to move in's (both in one currency). */
const pricesGiven = (filters: SearchFilters) =>
  Boolean(filters.minPrice || filters.maxPrice || filters.moveInMin || filters.moveInMax);

/** The search call's query for one page: the filters, the page size and the currency prices are in. */
export function searchRequestParams(filters: SearchFilters, page: number): URLSearchParams {
  const params = paramsFromFilters(filters);
  params.set('sort', filters.sort);
  if (pricesGiven(filters)) params.set('currency', priceCurrencyOf(filters.country));
  params.set('page', String(page));
  params.set('size', String(SEARCH_PAGE_SIZE));
  return params;
}

/**
 * The query string of the filters the map applies: all of them but its area (the map has its own view) and
 * the order, with the currency prices are in.
 */
export function mapFilterQuery(filters: SearchFilters): string {
  const params = paramsFromFilters({ ...filters, bbox: '', sort: DEFAULT_SEARCH_SORT });
  if (pricesGiven(filters)) params.set('currency', priceCurrencyOf(filters.country));
  return params.toString();
}

/** How many of the 'More filters' dialog's filters are set (shown on its button). */
export function moreFiltersCount(filters: SearchFilters): number {
  return [
    filters.bedrooms,
    filters.bathrooms,
    filters.category,
    filters.propertyType,
    filters.verifiedOwner,
    filters.inspected,
    filters.moveInMin,
    filters.moveInMax,
  ].filter(Boolean).length;
}
