import { z } from 'zod';
import { BUILDING_SIZE_BANDS, YEAR_BUILT_BANDS } from '../constants/bands';
import { DISPLAY_CURRENCIES, type DisplayCurrency, LEGACY_LEONE } from '../constants/currencies';
import { MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '../constants/pagination';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '../constants/search';
import { sllToSle } from '../helpers/currency';
import { parseBoundingBox, parseCoordinates, parseRoomCount } from '../helpers/search-filters';
import { findCountry, findRegion, findRegionInAnyCountry } from '../regions';
import { IdSchema, numeric } from './common';
import { CategorySchema, PropertyTypeSchema } from './listing-fields';
import { PropertyCardSchema } from './property';
import {
  PaginationQuery,
  paginated,
  queryBoolean,
  queryInt,
  queryList,
  queryNumber,
  queryParam,
  queryText,
} from './query';

const roomCount = queryParam(
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const range = parseRoomCount(String(value));
    if (range) return range;
    ctx.addIssue({ code: 'custom', message: "Expected a number of rooms such as '2' or '5+'" });
    return z.NEVER;
  }),
);

const coordinates = queryParam(
  z.string().transform((value, ctx) => {
    const parsed = parseCoordinates(value);
    if (parsed) return parsed;
    ctx.addIssue({ code: 'custom', message: "Expected 'lat,lng,radiusKm' with a radius of at most 500 km" });
    return z.NEVER;
  }),
);

/** A map's view; `null` when it lies wholly outside both countries (nothing can match). */
export const BoundingBoxParam = queryParam(
  z.string().transform((value, ctx) => {
    const parsed = parseBoundingBox(value);
    if (parsed.ok) return parsed.bbox;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }),
);

/** 'NG'/'SL' or the country name; anything else is a country with no listings, not an error. */
const country = queryParam(
  z
    .string()
    .trim()
    .max(60)
    .transform((value) => findCountry(value)?.code ?? value.toUpperCase()),
);

/** A year-built band, or one year; either way a range of years (inclusive, null for an open end). */
const yearBuilt = queryParam(
  z.union(
    [
      z.enum(YEAR_BUILT_BANDS.map((band) => band.value)).transform((value) => {
        const band = YEAR_BUILT_BANDS.find((candidate) => candidate.value === value);
        return { fromYear: band?.fromYear ?? null, toYear: band?.toYear ?? null };
      }),
      numeric(z.number().int().min(0).max(9999)).transform((year) => ({ fromYear: year, toYear: year })),
    ],
    { error: "Expected a year-built band such as '1990-1999' or a year" },
  ),
);

/** A building-size band as a range of m² (min inclusive, max exclusive, null for an open end). */
const buildingSize = queryParam(
  z.enum(BUILDING_SIZE_BANDS.map((band) => band.value)).transform((value) => {
    const band = BUILDING_SIZE_BANDS.find((candidate) => candidate.value === value);
    return { minSqm: band?.minSqm ?? null, maxSqm: band?.maxSqm ?? null };
  }),
);

/** What `minPrice`/`maxPrice` are in when the visitor does not say. */
export const DEFAULT_SEARCH_CURRENCY: DisplayCurrency = 'NGN';

/** A selectable display currency, any case; the legacy leone (SLL) is accepted too. */
const priceCurrency = queryParam(
  z
    .string()
    .trim()
    .toUpperCase()
    .pipe(
      z.enum([...DISPLAY_CURRENCIES, LEGACY_LEONE], {
        error: `Expected one of ${DISPLAY_CURRENCIES.join(', ')}`,
      }),
    ),
);

const fromLegacyLeone = (amount: number | undefined, legacy: boolean) =>
  legacy && amount !== undefined ? sllToSle(amount) : amount;

/**
 * GET /api/v1/property/search and /api/v1/property/searchwishlist. Every filter is optional and empty ones
 * are dropped; unknown parameters are ignored; malformed ones are a 400. What comes out:
 * - `bedrooms`/`bathrooms`: `{min, max}` ('5+' is 5 or more, max null);
 * - `cordinates` (the spec's spelling): `{lat, lng, radiusKm}`;
 * - `bbox` ('minLng,minLat,maxLng,maxLat', a map's view): clamped to the two countries, `null` when wholly
 *   outside them (no match); inverted or outside the world is a 400;
 * - `yearBuilt` (a band or a year): `{fromYear, toYear}`; `buildingSize` (a band): `{minSqm, maxSqm}`;
 * - `landSize`, `parkingSize`, `garageSize`: minimums in m²; `views`: a minimum view count;
 * - `country`: 'NG'/'SL' when recognised; `state`: the region's name plus `stateCode` when it resolves
 *   (within `country` if given), otherwise the text as given; `tags`: a list;
 * - `minPrice`/`maxPrice` are in `currency` (a display currency, default NGN; SLL is read as SLE with the
 *   amounts divided by 1000); the server converts them into each listing currency through the rate table;
 * - `moveInMin`/`moveInMax`: the total to move in (docs/move-in-cost.md), in `currency` major units like the
 *   price; only rentals whose owner gave their move-in costs match. `sort=move_in_asc|move_in_desc` orders by
 *   it (listings without a total are left out of those sorts);
 * - `userId` (optional, must be the caller's) only personalises `isLiked`;
 * - `verifiedOwner=true`: the owner is ID verified or their agency business verified; `inspected=true`:
 *   inspected by staff within 180 days (false or absent: no filter).
 */
export const SearchQueryFields = z.object({
  page: PaginationQuery.shape.page,
  size: queryInt(1, MAX_PAGE_SIZE).transform((value) => value ?? SEARCH_PAGE_SIZE),
  sort: queryParam(z.enum(SEARCH_SORTS)).transform((value) => value ?? DEFAULT_SEARCH_SORT),
  userId: queryParam(IdSchema),
  keyWord: queryText(200),
  title: queryText(200),
  bedrooms: roomCount,
  bathrooms: roomCount,
  minPrice: queryNumber(0),
  maxPrice: queryNumber(0),
  moveInMin: queryNumber(0),
  moveInMax: queryNumber(0),
  currency: priceCurrency,
  country,
  state: queryText(100),
  city: queryText(100),
  category: queryParam(CategorySchema),
  propertyType: queryParam(PropertyTypeSchema),
  yearBuilt,
  landSize: queryNumber(0),
  buildingSize,
  parkingSize: queryNumber(0),
  garageSize: queryNumber(0),
  cordinates: coordinates,
  bbox: BoundingBoxParam,
  // views is an integer column: a larger minimum failed in PostgreSQL as a 500.
  views: queryInt(0, 2_147_483_647),
  tags: queryList(),
  /** Only listings whose owner is ID verified, or whose owner's agency is business verified. */
  verifiedOwner: queryBoolean(),
  /** Only listings inspected by Ile staff in the last 180 days. */
  inspected: queryBoolean(),
});

type SearchQueryFieldsOutput = z.output<typeof SearchQueryFields>;
type PlaceAndPriceFields = Pick<
  SearchQueryFieldsOutput,
  'state' | 'country' | 'currency' | 'minPrice' | 'maxPrice' | 'moveInMin' | 'moveInMax'
>;

/**
 * The state resolved to a region (`stateCode`), and prices in a display currency (SLL read as SLE): what the
 * search and the map do to their parsed fields.
 */
export function resolveSearchFields<T extends PlaceAndPriceFields>(query: T) {
  const region =
    query.state === undefined
      ? undefined
      : query.country
        ? findRegion(query.country, query.state)
        : findRegionInAnyCountry(query.state)?.region;
  const legacyLeone = query.currency === LEGACY_LEONE;
  const currency: DisplayCurrency =
    query.currency === LEGACY_LEONE ? 'SLE' : (query.currency ?? DEFAULT_SEARCH_CURRENCY);
  return {
    ...query,
    currency,
    minPrice: fromLegacyLeone(query.minPrice, legacyLeone),
    maxPrice: fromLegacyLeone(query.maxPrice, legacyLeone),
    moveInMin: fromLegacyLeone(query.moveInMin, legacyLeone),
    moveInMax: fromLegacyLeone(query.moveInMax, legacyLeone),
    state: region?.name ?? query.state,
    stateCode: region?.code,
  };
}

export const SearchPropertiesQuery = SearchQueryFields.transform(resolveSearchFields);
export type SearchPropertiesQuery = z.infer<typeof SearchPropertiesQuery>;
/** The filters of a search without its paging, order and caller: what `criteriaOf` turns into conditions. */
export type SearchFilterQuery = Omit<SearchPropertiesQuery, 'page' | 'size' | 'sort' | 'userId'>;
export type SearchPropertiesQueryInput = z.input<typeof SearchPropertiesQuery>;

/**
 * data of the search calls. Counting every match of a broad search is too slow, so past a cap `totalItems`
 * may be the database's estimate; `totalIsEstimate: true` says so (show "about N"). It is exact otherwise,
 * and always exact once the last page has been reached.
 */
export const SearchPropertiesResponse = paginated('properties', PropertyCardSchema).extend({
  totalIsEstimate: z.boolean().optional(),
});
export type SearchPropertiesResponse = z.infer<typeof SearchPropertiesResponse>;
