import { SAVED_SEARCH_FILTER_KEYS } from '@ile/shared/constants/discovery';
import { DEFAULT_SEARCH_SORT } from '@ile/shared/constants/search';

export interface FiltersToSaveSource {
  /** The page's URL query, as the visitor sees it. */
  url: URLSearchParams;
  /** What the search page sent the api for these filters (its own reading of the URL). */
  searched: URLSearchParams;
  /** The parameters the search page reads itself (its filters, and the price currency it derives). */
  readByPage: readonly string[];
}

/**
 * The filters a "Save this search" keeps: every saved-search filter of the URL, in the search page's own
 * reading where it has one (a malformed price or a state without its country is dropped as the page drops
 * it, and prices name the currency they were searched in), the URL's text for any it does not read (the map
 * area, say). The default sort is left out, so names and links stay short.
 */
export function filtersToSave({ url, searched, readByPage }: FiltersToSaveSource): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const value = (readByPage.includes(key) ? searched.get(key) : url.get(key))?.trim();
    if (!value || (key === 'sort' && value === DEFAULT_SEARCH_SORT)) continue;
    kept[key] = value;
  }
  return kept;
}
