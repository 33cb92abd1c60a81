/** Issue 19, discovery: how long a price drop badges a listing, and how much history and similarity to show. */
export const PRICE_REDUCED_DAYS = 14;
/** The listing page shows this many of its latest price changes. */
export const PRICE_HISTORY_LIMIT = 20;
/** At most this many similar listings under a listing. */
export const SIMILAR_LISTINGS_LIMIT = 6;
/** "Recently viewed" keeps this many listings, on the account or in the browser. */
export const RECENTLY_VIEWED_LIMIT = 20;
