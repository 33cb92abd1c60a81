// The fixed mix of searches the benchmark drives: what visitors of /properties, the home hero and the
// category pages actually send. `filter` shapes carry no text search (target p95 <= 10 ms at
// concurrency 1); `text` shapes search a keyword (p95 <= 25 ms). MAP_MIX: the map of /properties
// (GET /api/v1/property/map, p95 <= 30 ms at concurrency 1), measured apart from the mix.

export interface SearchShape {
  name: string;
  kind: 'filter' | 'text' | 'map';
  /** The query string after /api/v1/property/search? (/map? for `map` shapes). */
  query: string;
}

// Views of a 1280x800 map (the desktop layout's map is narrower: these are the larger case).
const NIGERIA = 'bbox=2.6,4.2,14.7,13.9&zoom=6';
const LAGOS_STATE = 'bbox=2.7,6.35,4.35,6.75&zoom=10';
const LEKKI_STREET = 'bbox=3.46,6.44,3.4875,6.457&zoom=16';
const FREETOWN = 'bbox=-13.45,8.33,-13.01,8.61&zoom=12';
const CATEGORY_BEDROOMS = 'category=rental&bedrooms=3';

export const MAP_MIX: readonly SearchShape[] = [
  { name: 'map Nigeria', kind: 'map', query: NIGERIA },
  { name: 'map Nigeria+filter', kind: 'map', query: `${NIGERIA}&${CATEGORY_BEDROOMS}` },
  { name: 'map Lagos state', kind: 'map', query: LAGOS_STATE },
  { name: 'map Lagos state+filter', kind: 'map', query: `${LAGOS_STATE}&${CATEGORY_BEDROOMS}` },
  { name: 'map Lekki street', kind: 'map', query: LEKKI_STREET },
  { name: 'map Lekki street+filter', kind: 'map', query: `${LEKKI_STREET}&${CATEGORY_BEDROOMS}` },
  { name: 'map Freetown', kind: 'map', query: FREETOWN },
  { name: 'map Freetown+filter', kind: 'map', query: `${FREETOWN}&${CATEGORY_BEDROOMS}` },
];

export const SEARCH_MIX: readonly SearchShape[] = [
  { name: 'state+category', kind: 'filter', query: 'country=NG&state=Lagos&category=rental' },
  { name: 'small state+category', kind: 'filter', query: 'state=Kogi&category=lease' },
  { name: 'price range', kind: 'filter', query: 'minPrice=500000&maxPrice=1500000' },
  {
    name: 'state+USD price, cheapest',
    kind: 'filter',
    query: 'state=FCT&minPrice=300&maxPrice=1500&currency=USD&sort=price_asc',
  },
  { name: 'bedrooms+bathrooms', kind: 'filter', query: 'bedrooms=3&bathrooms=2&propertyType=residential' },
  { name: 'deep page', kind: 'filter', query: 'category=rental&page=50' },
  { name: 'deep state page', kind: 'filter', query: 'state=Lagos&page=100' },
  { name: 'most viewed', kind: 'filter', query: 'country=SL&sort=most_viewed' },
  { name: 'verified+inspected', kind: 'filter', query: 'verifiedOwner=true&inspected=true' },
  { name: 'state+verified owner', kind: 'filter', query: 'state=Lagos&category=rental&verifiedOwner=true' },
  // The list beside the map: the same views as MAP_MIX, as a bbox filter.
  { name: 'bbox Lagos state', kind: 'filter', query: 'bbox=2.7,6.35,4.35,6.75' },
  { name: 'bbox Lekki street', kind: 'filter', query: 'bbox=3.46,6.44,3.4875,6.457' },
  {
    name: 'bbox Freetown+filter',
    kind: 'filter',
    query: `bbox=-13.45,8.33,-13.01,8.61&${CATEGORY_BEDROOMS}`,
  },
  {
    name: 'bbox Nigeria+price',
    kind: 'filter',
    query: 'bbox=2.6,4.2,14.7,13.9&minPrice=500000&maxPrice=1500000',
  },
  { name: 'keyword', kind: 'text', query: 'keyWord=duplex' },
  { name: 'keyword place', kind: 'text', query: 'keyWord=lekki' },
  { name: 'keyword rare', kind: 'text', query: 'keyWord=wuse' },
  { name: 'keyword phrase', kind: 'text', query: 'keyWord=3%20bedroom%20flat' },
  { name: 'keyword+state', kind: 'text', query: 'keyWord=lekki&state=Lagos' },
  { name: 'keyword+state+cat', kind: 'text', query: 'keyWord=duplex&state=Rivers&category=sale' },
  { name: 'keyword deep page', kind: 'text', query: 'keyWord=flat&page=20' },
];
