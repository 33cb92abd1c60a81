import type { BoundingBox, ListingCurrency, SearchSort } from '@ile/shared';
import { type RawBuilder, sql } from 'kysely';
import { CARD_SELECT_SQL } from '../repositories/properties.repository';
import type { PriceRange } from './search-prices';

// The statements behind one search. Results are ordered by an index walk wherever possible, because on a
// million listings "find every match, then sort" costs far more than "walk in order, stop after a page".
//
// A search is split into *streams*: one for newest and most viewed, one per listing currency for the price
// sorts (NGN and SLE prices only compare through the rate table, so each currency walks its own price
// index and the streams are merged by the converted price). Each stream has
// - `inner` conditions, answered exactly by the index the stream walks (so the walk never reads a listing
//   it does not return), and
// - `outer` conditions (keyword, title, price range across currencies, sizes, ...), checked per listing.
//
// With outer conditions a stream runs in two phases:
// 1. walk at most `window` listings in index order and keep those that match; if that yields the rows
//    the page needs, they are the right ones (everything after the window sorts after them);
// 2. otherwise the matches are rare, so fetch all of them through whatever indexes the planner picks
//    (GIN for keywords, the feature and price indexes, ...) and sort those; the order key is wrapped in a
//    no-op expression so the planner cannot fall back to walking the whole order index.
// Phase 2 is a second statement, run only when phase 1 fell short. Either way the cost is bounded by the
// window or by the number of real matches, however wrong the planner's row estimates are for correlated
// filters (a keyword naming a place plus that place's state).

export type Condition = RawBuilder<unknown>;

export interface PlaceFilter {
  country: string;
  stateCode: string;
}

/** A search, reduced to conditions. */
export interface SearchCriteria {
  /** One resolved state: answered by the state indexes. */
  place?: PlaceFilter;
  /** Answered, with or without a place, by an index ordered newest first. */
  category?: string;
  /** Bounds per listing currency; undefined when there is no price filter (see priceRangesFor). */
  prices?: Map<ListingCurrency, PriceRange>;
  /**
   * Bounds of the total to move in per listing currency (major units, like `prices`); its condition is among
   * `others` too. The move-in sorts walk properties_published_move_in_idx within them.
   */
  moveIns?: Map<ListingCurrency, PriceRange>;
  /** A minimum view count: answered by the views index when sorting by views. */
  minViews?: number;
  /** Every other condition on `p`. */
  others: Condition[];
  /** The map's area, when the search has one (its conditions are among `others`). */
  box?: BoundingBox;
  /** The conditions among `others` that are the map's area. */
  boxConditions?: Condition[];
}

export interface PageWindow {
  offset: number;
  /** Rows asked for: the page size plus one, to learn whether more follow. */
  limit: number;
}

export interface SearchTuning {
  /** How many listings phase 1 may walk to find `needed` rows. */
  window(needed: number): number;
  /** Count exactly up to this many matches; past it the answer is the planner's estimate. */
  countCap: number;
}

export const DEFAULT_TUNING: SearchTuning = {
  // A few milliseconds' worth. A filter matching fewer than needed/window of the listings goes to phase 2,
  // whose cost (one row per match) is then about what the walk would have cost.
  window: (needed) => Math.min(Math.max(3_000, needed * 30), 100_000),
  countCap: 1_000,
};

const PUBLISHED = sql`p.status = ${sql.lit('published')}`;
/** Keeps parallel workers out of the plan (migration 0011): they cost more to start than a search takes. */
const SERIAL = sql`serial_plan()`;

interface OrderKey {
  column: 'created_at' | 'views' | 'price' | 'move_in_total' | 'sort_price' | 'id';
  desc: boolean;
  nullsLast?: boolean;
}

interface Stream {
  inner: Condition[];
  outer: Condition[];
  /** The order the stream's index gives. */
  order: OrderKey[];
  /** Columns besides id that the merge sorts on. */
  select: Condition[];
}

const and = (conditions: readonly Condition[]) =>
  conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);

/**
 * ORDER BY keys as one raw fragment: every name in it is one of ours, never input, and one fragment is
 * much cheaper for Kysely to build and compile than a node per column (this runs on every search).
 */
function orderBy(keys: readonly OrderKey[], qualifier: string | null, forced = false): Condition {
  return sql.raw(
    keys
      .map((key, index) => {
        const column = qualifier ? `${qualifier}.${key.column}` : key.column;
        // `+ 0` (or a zero interval) hides the column from the planner's index matching: see phase 2.
        const expression =
          forced && index === 0
            ? key.column === 'created_at'
              ? `(${column} + interval '0 seconds')`
              : `(${column} + 0)`
            : column;
        return `${expression} ${key.desc ? 'DESC' : 'ASC'}${key.nullsLast ? ' NULLS LAST' : ''}`;
      })
      .join(', '),
  );
}

/** The card columns (constants, the owner's badge dates included), as one raw fragment for the same reason. */
const CARD_SELECT = sql.raw(CARD_SELECT_SQL);
const cte = (index: number) => sql.raw(`s${index}`);

function placeConditions(place: PlaceFilter | undefined): Condition[] {
  return place ? [sql`p.country = ${place.country}`, sql`p.state_code = ${place.stateCode}`] : [];
}

const categoryConditions = (category: string | undefined) =>
  category === undefined ? [] : [sql`p.category = ${category}`];

function rangeConditions(currency: ListingCurrency, range: PriceRange | undefined): Condition[] {
  const conditions = [sql`p.currency = ${sql.lit(currency)}`];
  if (range?.min != null) conditions.push(sql`p.price >= ${range.min}::numeric`);
  if (range?.max != null) conditions.push(sql`p.price <= ${range.max}::numeric`);
  return conditions;
}

/** `(currency = 'NGN' AND price BETWEEN ..) OR (currency = 'SLE' AND ..)`; FALSE when no currency converts. */
function pricesCondition(prices: Map<ListingCurrency, PriceRange>): Condition {
  if (prices.size === 0) return sql`FALSE`;
  return sql`(${sql.join(
    [...prices].map(([currency, range]) => sql`(${and(rangeConditions(currency, range))})`),
    sql` OR `,
  )})`;
}

/** A listing's total to move in (minor units, bigint: the bounds cast so its index answers) within `range`. */
function moveInRangeConditions(currency: ListingCurrency, range: PriceRange | undefined): Condition[] {
  const conditions = [sql`p.currency = ${sql.lit(currency)}`, sql`p.move_in_total IS NOT NULL`];
  if (range?.min != null) conditions.push(sql`p.move_in_total >= (${range.min}::numeric * 100)::bigint`);
  if (range?.max != null) conditions.push(sql`p.move_in_total <= (${range.max}::numeric * 100)::bigint`);
  return conditions;
}

/** The move-in filter: one range per listing currency, ORed; FALSE when no currency converts. */
export function moveInsCondition(ranges: Map<ListingCurrency, PriceRange>): Condition {
  if (ranges.size === 0) return sql`FALSE`;
  return sql`(${sql.join(
    [...ranges].map(([currency, range]) => sql`(${and(moveInRangeConditions(currency, range))})`),
    sql` OR `,
  )})`;
}

const viewsCondition = (minViews: number) => sql`p.views >= ${minViews}`;

/** Every condition of the search (place, prices, views, others) on `p`, status included. */
export function allConditions(criteria: SearchCriteria): Condition[] {
  return [PUBLISHED, ...filterConditions(criteria)];
}

/** The same without the status: what a filter asks of a listing (the map's summaries hold published ones). */
export function filterConditions(criteria: SearchCriteria): Condition[] {
  return [
    ...placeConditions(criteria.place),
    ...categoryConditions(criteria.category),
    ...(criteria.prices ? [pricesCondition(criteria.prices)] : []),
    ...(criteria.minViews !== undefined ? [viewsCondition(criteria.minViews)] : []),
    ...criteria.others,
  ];
}

/** The streams of a sort, and how their rows merge. */
function streamsOf(
  criteria: SearchCriteria,
  sort: SearchSort,
  usdFactors: Record<ListingCurrency, string | null>,
) {
  const views = criteria.minViews !== undefined ? [viewsCondition(criteria.minViews)] : [];
  const prices = criteria.prices ? [pricesCondition(criteria.prices)] : [];
  const place = placeConditions(criteria.place);
  const category = categoryConditions(criteria.category);
  if (sort === 'newest') {
    const order: OrderKey[] = [
      { column: 'created_at', desc: true },
      { column: 'id', desc: false },
    ];
    // Place and category, place alone or category alone: each has an index in this order.
    const stream: Stream = {
      inner: [...place, ...category],
      outer: [...prices, ...views, ...criteria.others],
      order,
      select: [sql`p.created_at`],
    };
    return { streams: [stream], merge: order };
  }
  if (sort === 'most_viewed') {
    const order: OrderKey[] = [
      { column: 'views', desc: true },
      { column: 'id', desc: false },
    ];
    const stream: Stream = {
      inner: views,
      outer: [...place, ...category, ...prices, ...criteria.others],
      order,
      select: [sql`p.views`],
    };
    return { streams: [stream], merge: order };
  }
  if (sort === 'move_in_asc' || sort === 'move_in_desc') {
    // One stream per listing currency, walking properties_published_move_in_idx; merged by the converted total.
    const desc = sort === 'move_in_desc';
    const currencies = criteria.moveIns
      ? [...criteria.moveIns.keys()]
      : (Object.keys(usdFactors) as ListingCurrency[]);
    const streams = currencies.map(
      (currency): Stream => ({
        inner: moveInRangeConditions(currency, criteria.moveIns?.get(currency)),
        outer: [...place, ...category, ...prices, ...views, ...criteria.others],
        order: [
          { column: 'move_in_total', desc },
          { column: 'id', desc },
        ],
        select: [
          sql`p.move_in_total`,
          usdFactors[currency] === null
            ? sql`NULL::numeric AS sort_price`
            : sql`p.move_in_total * ${usdFactors[currency]}::numeric AS sort_price`,
        ],
      }),
    );
    const merge: OrderKey[] = [
      { column: 'sort_price', desc, nullsLast: true },
      { column: 'move_in_total', desc },
      { column: 'id', desc },
    ];
    return { streams, merge };
  }
  const desc = sort === 'price_desc';
  const currencies = criteria.prices
    ? [...criteria.prices.keys()]
    : (Object.keys(usdFactors) as ListingCurrency[]);
  const streams = currencies.map(
    (currency): Stream => ({
      inner: [...place, ...rangeConditions(currency, criteria.prices?.get(currency))],
      outer: [...category, ...views, ...criteria.others],
      order: [
        { column: 'price', desc },
        { column: 'id', desc },
      ],
      select: [
        sql`p.price`,
        usdFactors[currency] === null
          ? sql`NULL::numeric AS sort_price`
          : sql`p.price * ${usdFactors[currency]}::numeric AS sort_price`,
      ],
    }),
  );
  const merge: OrderKey[] = [
    { column: 'sort_price', desc, nullsLast: true },
    { column: 'price', desc },
    { column: 'id', desc },
  ];
  return { streams, merge };
}

/** A stream whose index answers every condition: its first `needed` rows, straight from the index. */
function directStream(stream: Stream, needed: number): Condition {
  return sql`SELECT ${sql.join([sql`p.id`, ...stream.select])} FROM properties p
    WHERE ${and([PUBLISHED, ...stream.inner])}
    ORDER BY ${orderBy(stream.order, 'p')} LIMIT ${needed}`;
}

/** Phase 1: the matches among the first `window` listings in index order, at most `needed` of them. */
function walkedStream(stream: Stream, needed: number, window: number): Condition {
  return sql`SELECT ${sql.join([sql`p.id`, ...stream.select])} FROM (
      SELECT * FROM properties p WHERE ${and([PUBLISHED, ...stream.inner])}
      ORDER BY ${orderBy(stream.order, 'p')} LIMIT ${window}
    ) p
    WHERE ${and(stream.outer)}
    ORDER BY ${orderBy(stream.order, 'p')} LIMIT ${needed}`;
}

/** Phase 2: every match found through the planner's choice of indexes, then sorted. */
function sortedStream(stream: Stream, needed: number): Condition {
  return sql`SELECT ${sql.join([sql`p.id`, ...stream.select])} FROM properties p
    WHERE ${and([PUBLISHED, ...stream.inner, ...stream.outer])}
    ORDER BY ${orderBy(stream.order, 'p', true)} LIMIT ${needed}`;
}

/** The page of card rows out of the streams' CTEs s0, s1, ... merged in `merge` order. */
function pageOf(
  ctes: readonly Condition[],
  merge: readonly OrderKey[],
  page: PageWindow,
  extra: Condition | null,
): RawBuilder<Record<string, unknown>> {
  const cards = extra ? sql`${CARD_SELECT}, ${extra} AS complete` : CARD_SELECT;
  const hits = sql.join(
    ctes.map((_, index) => sql`SELECT * FROM ${cte(index)}`),
    sql` UNION ALL `,
  );
  return sql`WITH ${sql.join(ctes.map((body, index) => sql`${cte(index)} AS (${body})`))}
    SELECT ${cards} FROM (
      ${hits} ORDER BY ${orderBy(merge, null)} LIMIT ${page.limit} OFFSET ${page.offset}
    ) h JOIN properties p ON p.id = h.id
    WHERE ${SERIAL}
    ORDER BY ${orderBy(merge, 'h')}`;
}

export interface PageStatements {
  /** Card rows (CARD_SELECT_SQL); when `fallback` exists each row also says whether it is `complete`. */
  first: RawBuilder<Record<string, unknown>>;
  /**
   * Run instead when `first` returned no row or rows with `complete` false: phase 2. A separate statement
   * so that its cost (the planner prices it for every match) does not make the common statement look
   * expensive enough for JIT compilation, which alone takes 20-30 ms.
   */
  fallback: RawBuilder<Record<string, unknown>> | null;
}

/**
 * One page of card rows (CARD_SELECT_SQL), `limit` of them from `offset` in the sort's order with `id` as the
 * last key, so pages never overlap or skip.
 */
export function pageStatements(
  criteria: SearchCriteria,
  sort: SearchSort,
  page: PageWindow,
  usdFactors: Record<ListingCurrency, string | null>,
  tuning: SearchTuning = DEFAULT_TUNING,
): PageStatements {
  const { streams, merge } = streamsOf(criteria, sort, usdFactors);
  const needed = page.offset + page.limit;
  const only = streams[0];
  if (streams.length === 1 && only && only.outer.length === 0) {
    // The index answers everything: walk it straight to the page.
    return {
      first: sql`SELECT ${CARD_SELECT} FROM (
          SELECT ${sql.join([sql`p.id`, ...only.select])} FROM properties p
          WHERE ${and([PUBLISHED, ...only.inner])}
          ORDER BY ${orderBy(only.order, 'p')} LIMIT ${page.limit} OFFSET ${page.offset}
        ) h JOIN properties p ON p.id = h.id
        WHERE ${SERIAL}
        ORDER BY ${orderBy(merge, 'h')}`,
      fallback: null,
    };
  }
  const walked = streams.flatMap((stream, index) => (stream.outer.length > 0 ? [index] : []));
  if (walked.length === 0) {
    return {
      first: pageOf(
        streams.map((stream) => directStream(stream, needed)),
        merge,
        page,
        null,
      ),
      fallback: null,
    };
  }
  const complete = sql.join(
    walked.map((index) => sql`(SELECT count(*) FROM ${cte(index)}) >= ${needed}`),
    sql` AND `,
  );
  return {
    first: pageOf(
      streams.map((stream) =>
        stream.outer.length > 0
          ? walkedStream(stream, needed, tuning.window(needed))
          : directStream(stream, needed),
      ),
      merge,
      page,
      complete,
    ),
    fallback: pageOf(
      streams.map((stream) =>
        stream.outer.length > 0 ? sortedStream(stream, needed) : directStream(stream, needed),
      ),
      merge,
      page,
      null,
    ),
  };
}

/**
 * Matches counted up to `cap` + 1. With a price filter each currency is counted on its own index range:
 * one `OR` across currencies makes the planner scan the whole price index for the first few matches.
 */
export function cappedCountStatement(criteria: SearchCriteria, cap: number): RawBuilder<{ total: number }> {
  const rest = [
    PUBLISHED,
    ...placeConditions(criteria.place),
    ...categoryConditions(criteria.category),
    ...(criteria.minViews !== undefined ? [viewsCondition(criteria.minViews)] : []),
    ...criteria.others,
  ];
  const parts = criteria.prices
    ? [...criteria.prices].map(([currency, range]) => [...rest, ...rangeConditions(currency, range)])
    : [rest];
  if (parts.length === 0) return sql`SELECT 0 AS total`;
  const counts = parts.map(
    (conditions) =>
      sql`(SELECT count(*) FROM (SELECT 1 FROM properties p WHERE ${and(conditions)} LIMIT ${cap + 1}) c)`,
  );
  return sql`SELECT (${sql.join(counts, sql` + `)})::int AS total WHERE ${SERIAL}`;
}

/** The planner's estimate of the matches (EXPLAIN, nothing executed): a count for very broad searches. */
export function estimateStatement(criteria: SearchCriteria): RawBuilder<{ 'QUERY PLAN': unknown }> {
  return sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM properties p WHERE ${and(allConditions(criteria))}`;
}

/** Plan Rows of an EXPLAIN (FORMAT JSON) answer. */
export function estimatedRows(plan: unknown): number {
  const document = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const rows = (document as Array<{ Plan?: { 'Plan Rows'?: number } }>)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : 0;
}
