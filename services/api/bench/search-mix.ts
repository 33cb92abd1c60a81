// The fixed mix of searches the benchmark drives: what visitors of /properties, the home hero and the
// category pages actually send. `filter` shapes carry no text search (target p95 <= 10 ms at
// concurrency 1); `text` shapes search a keyword (p95 <= 25 ms).

export interface SearchShape {
  name: string;
  kind: 'filter' | 'text';
  /** The query string after /api/v1/property/search?. */
  query: string;
}

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
  { name: 'keyword', kind: 'text', query: 'keyWord=duplex' },
  { name: 'keyword place', kind: 'text', query: 'keyWord=lekki' },
  { name: 'keyword rare', kind: 'text', query: 'keyWord=wuse' },
  { name: 'keyword phrase', kind: 'text', query: 'keyWord=3%20bedroom%20flat' },
  { name: 'keyword+state', kind: 'text', query: 'keyWord=lekki&state=Lagos' },
  { name: 'keyword+state+cat', kind: 'text', query: 'keyWord=duplex&state=Rivers&category=sale' },
  { name: 'keyword deep page', kind: 'text', query: 'keyWord=flat&page=20' },
];
