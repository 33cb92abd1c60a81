// What makes a listing application a possible duplicate of a live listing (issue 18, docs/trust.md
// "Duplicate listings"): the same place, rooms and price, or near-identical words. Pure, so the rules are tested
// without a database; the queries that find the candidates are in listing-flags.repository.ts.

/** Prices within 5 % of the application's (same currency) count as the same price. */
export const PRICE_TOLERANCE = 0.05;

/**
 * pg_trgm similarity of "title description" from which two listings count as near-identical. Measured
 * (docs/trust.md, "Why 0.7"): a copy with a new title scores 0.89, with a few phrases reworded too 0.81; two
 * honest listings of the same kind in the same area, sharing the phrases every listing uses, 0.16-0.39.
 */
export const TEXT_SIMILARITY_THRESHOLD = 0.7;

/** At most this many flags per rule and application: the closest ones, enough for a reviewer to judge. */
export const MAX_FLAGS_PER_RULE = 10;

/** The inclusive price range the same-price rule accepts, in the listing's currency. */
export function priceWindow(price: number): { min: number; max: number } {
  return { min: price * (1 - PRICE_TOLERANCE), max: price * (1 + PRICE_TOLERANCE) };
}

/** Spellings of one street word, as people type them in Nigeria and Sierra Leone, to one form. */
const STREET_WORDS: Record<string, string> = {
  st: 'street',
  str: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  avenu: 'avenue',
  cres: 'crescent',
  cresc: 'crescent',
  cl: 'close',
  dr: 'drive',
  ln: 'lane',
  blvd: 'boulevard',
  hwy: 'highway',
  expy: 'expressway',
  est: 'estate',
  ext: 'extension',
  sq: 'square',
  junc: 'junction',
  jn: 'junction',
  mt: 'mount',
  opp: 'opposite',
  ph: 'phase',
};

const COUNTRY_NAMES = ['nigeria', 'sierra leone'];

/** Lower case, accents and punctuation gone, one space between words. */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function words(text: string): string[] {
  const tokens = plain(text).split(' ').filter(Boolean);
  return tokens
    .map((token) => STREET_WORDS[token] ?? token)
    .filter((token, index) => !(token === 'no' && /^\d/.test(tokens[index + 1] ?? '')));
}

/**
 * One spelling of a street address, so "No. 12, Admiralty Rd., Lekki" and "12 admiralty road" compare equal:
 * lower case, accents, punctuation and "No." before a number dropped, common abbreviations written out
 * ("st" → "street", "rd" → "road", ...), and trailing parts that only repeat the listing's city, state or
 * country left off (the form asks for those separately; some people type them into the address too).
 */
export function addressKey(
  address: string,
  place: { city?: string | null; state?: string | null } = {},
): string {
  const repeats = new Set(
    [place.city, place.state, place.state ? `${place.state} state` : null, ...COUNTRY_NAMES]
      .filter((name): name is string => Boolean(name))
      .map((name) => words(name).join(' ')),
  );
  const parts = address
    .split(',')
    .map((part) => words(part).join(' '))
    .filter(Boolean);
  while (parts.length > 1 && repeats.has(parts[parts.length - 1] as string)) parts.pop();
  return parts.join(' ');
}

/** What a listing application is compared on. */
export interface ListingFacts {
  address: string;
  city: string | null;
  state: string;
  stateCode: string;
  country: string;
  bedrooms: number;
  price: number;
  currency: string;
}

/**
 * The address rule: the same normalised address in the same state and country, the same number of bedrooms,
 * and the same currency with prices within 5 %.
 */
export function sameAddressListing(subject: ListingFacts, other: ListingFacts): boolean {
  const window = priceWindow(subject.price);
  return (
    subject.country === other.country &&
    subject.stateCode === other.stateCode &&
    subject.currency === other.currency &&
    subject.bedrooms === other.bedrooms &&
    other.price >= window.min &&
    other.price <= window.max &&
    addressKey(subject.address, subject) === addressKey(other.address, other)
  );
}
