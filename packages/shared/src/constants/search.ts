export const SEARCH_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'most_viewed',
  'move_in_asc',
  'move_in_desc',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'newest';
export const SEARCH_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'most_viewed', label: 'Most viewed' },
  { value: 'move_in_asc', label: 'Total to move in: low to high' },
  { value: 'move_in_desc', label: 'Total to move in: high to low' },
] as const satisfies readonly { value: SearchSort; label: string }[];

export const MIN_PRICE_OPTIONS = [
  { value: 50_000, label: '50,000' },
  { value: 150_000, label: '150,000' },
  { value: 300_000, label: '300,000' },
  { value: 750_000, label: '750,000' },
  { value: 1_000_000, label: '1,000,000' },
  { value: 1_500_000, label: '1,500,000' },
] as const;

export const MAX_PRICE_OPTIONS = [
  { value: 500_000, label: '500,000' },
  { value: 750_000, label: '750,000' },
  { value: 1_000_000, label: '1,000,000' },
  { value: 1_500_000, label: '1,500,000' },
  { value: 2_500_000, label: '2,500,000' },
  { value: 4_500_000, label: '4,500,000' },
] as const;

/** Upper bound of the `cordinates` filter radius, so one query cannot scan the whole continent. */
export const MAX_SEARCH_RADIUS_KM = 500;

/**
 * The area a map search may cover: Nigeria and Sierra Leone together, with a margin for the coast. A `bbox`
 * larger than this is clamped to it (a map zoomed out over West Africa still searches both countries).
 */
export const SEARCH_AREA_BOUNDS = { minLng: -14, minLat: 3.5, maxLng: 15, maxLat: 14.5 } as const;
