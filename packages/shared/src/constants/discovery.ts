/** Issue 19, discovery: how long a price drop badges a listing, and how much history and similarity to show. */
export const PRICE_REDUCED_DAYS = 14;
/** The listing page shows this many of its latest price changes. */
export const PRICE_HISTORY_LIMIT = 20;
/** At most this many similar listings under a listing. */
export const SIMILAR_LISTINGS_LIMIT = 6;
/** "Recently viewed" keeps this many listings, on the account or in the browser. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** How often a saved search tells its owner about new matches; 'off' keeps it for looking only. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_OPTIONS = [
  { value: 'instant', label: 'Instantly' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest' },
  { value: 'off', label: 'No alerts' },
] as const satisfies readonly { value: AlertFrequency; label: string }[];
/** A user keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 25;
export const SAVED_SEARCH_NAME_MAX = 80;
/** A digest email shows at most this many listings, then "see all". */
export const ALERT_DIGEST_LIMIT = 10;
/**
 * The filters a saved search keeps: the search page's URL filters and the map area. Any other parameter is
 * dropped when a search is saved.
 */
export const SAVED_SEARCH_FILTER_KEYS = [
  'keyWord',
  'country',
  'state',
  'minPrice',
  'maxPrice',
  'moveInMin',
  'moveInMax',
  'currency',
  'bedrooms',
  'bathrooms',
  'category',
  'propertyType',
  'verifiedOwner',
  'inspected',
  'bbox',
  'sort',
] as const;
export type SavedSearchFilterKey = (typeof SAVED_SEARCH_FILTER_KEYS)[number];
/** The account page listing a user's saved searches. */
export const SAVED_SEARCHES_PAGE_PATH = '/account/saved-searches';
/** The page an unsubscribe link in an alert email opens (it turns that search's alerts off). */
export const ALERT_UNSUBSCRIBE_PAGE_PATH = '/alerts/unsubscribe';
