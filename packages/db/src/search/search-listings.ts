import type { SearchSort } from '@ile/shared';
import type { Executor } from '../database';
import type { CardRow } from '../repositories/properties.repository';
import {
  cappedCountStatement,
  DEFAULT_TUNING,
  estimatedRows,
  estimateStatement,
  type PageWindow,
  pageStatements,
  type SearchCriteria,
  type SearchTuning,
} from './search.sql';
import { countListingsInArea, countPlacedListings } from './search-map';
import { usdFactors } from './search-prices';

// The listing search as the api and the worker run it: criteriaOf (search-criteria.ts) turns a parsed
// query into conditions; these functions run the statements of search.sql.ts against them.

/**
 * A map area holding at most this many published listings is searched by its matches directly (bench:search,
 * 'bbox Lekki street': the walk took 8 ms to find none of the street's 39).
 */
const SMALL_AREA_LISTINGS = 2_000;

export interface SearchTotal {
  count: number;
  estimate: boolean;
}

export interface SearchPage {
  /** Up to `window.limit` card rows (ask for the page size plus one to learn whether more follow). */
  rows: CardRow[];
  /** The planner's estimate of all matches when the page needed it; the total can reuse it. */
  estimate?: Promise<number>;
}

/**
 * The planner's estimate of the matches (EXPLAIN: planned, not run). With a map area it is the estimate
 * without the area, times the share of placed listings the area holds (the map's summaries count those):
 * the planner takes latitude and longitude for independent ranges and guessed Freetown's 90,000 listings at
 * 13,000, so a busy area with a filter was "fewer than the cap" and counted the hard way (60 ms).
 */
export async function estimateSearchMatches(db: Executor, criteria: SearchCriteria): Promise<number> {
  const planned = async (conditions: SearchCriteria) =>
    estimatedRows((await estimateStatement(conditions).execute(db)).rows[0]?.['QUERY PLAN']);
  if (!criteria.box || !criteria.boxConditions) return planned(criteria);
  const area = criteria.boxConditions;
  const [everywhere, inArea, placed] = await Promise.all([
    planned({ ...criteria, others: criteria.others.filter((condition) => !area.includes(condition)) }),
    countListingsInArea(db, criteria.box),
    countPlacedListings(db),
  ]);
  return placed === 0 ? planned(criteria) : Math.round((everywhere * Math.min(inArea, placed)) / placed);
}

/** One page of published listings matching `criteria`, in the order of `sort`. */
export async function searchListingPage(
  db: Executor,
  criteria: SearchCriteria,
  sort: SearchSort,
  window: PageWindow,
  quotes: Readonly<Record<string, number>>,
  tuning: SearchTuning = DEFAULT_TUNING,
): Promise<SearchPage> {
  const statements = pageStatements(criteria, sort, window, usdFactors(quotes), tuning);
  // Past the first page the walk's window grows with the depth; when the planner expects fewer
  // matches in all than that window, reading the matches is the cheaper way, so ask it first.
  const deep = window.offset > 0;
  const estimate = statements.fallback && deep ? estimateSearchMatches(db, criteria) : undefined;
  let direct = Boolean(
    statements.fallback && estimate && (await estimate) <= tuning.window(window.offset + window.limit),
  );
  // A small map area (a street holds a few dozen of a million listings) is read through the coordinates
  // index at once: the walk would look for its listings in vain among thousands first. The map's summaries
  // say how many listings the area holds, in a fraction of a millisecond.
  if (statements.fallback && !deep && criteria.box) {
    direct = (await countListingsInArea(db, criteria.box)) <= SMALL_AREA_LISTINGS;
  }
  let page = await (direct && statements.fallback ? statements.fallback : statements.first).execute(db);
  if (statements.fallback && !direct && !page.rows[0]?.complete) {
    page = await statements.fallback.execute(db);
  }
  return { rows: page.rows as unknown as CardRow[], ...(estimate ? { estimate } : {}) };
}

/**
 * How many listings match. A page that is not full tells the total by itself. Otherwise, when the
 * planner expects more than the cap the estimate is the answer (counting them all is what makes broad
 * searches slow); when it expects fewer, matches are counted, but never past the cap.
 */
export async function countSearchMatches(
  db: Executor,
  criteria: SearchCriteria,
  page: { offset: number; size: number; found: number; estimate?: Promise<number> },
  tuning: SearchTuning = DEFAULT_TUNING,
): Promise<SearchTotal> {
  const { offset, size, found } = page;
  const cap = tuning.countCap;
  if (found <= size && (offset === 0 || found > 0)) return { count: offset + found, estimate: false };
  // Bounds from the page itself: a full page (size + 1 rows) shows more follow; an empty one past the
  // first shows there are no more than `offset`.
  const atLeast = found === 0 ? 0 : offset + found;
  const atMost = found === 0 ? offset : Number.POSITIVE_INFINITY;
  const estimated = Math.min(
    Math.max(await (page.estimate ?? estimateSearchMatches(db, criteria)), atLeast),
    atMost,
  );
  if (estimated >= cap && atMost > cap) return { count: estimated, estimate: true };
  const counted = (await cappedCountStatement(criteria, cap).execute(db)).rows[0]?.total ?? 0;
  if (counted <= cap) return { count: Math.max(counted, atLeast), estimate: false };
  return { count: Math.min(Math.max(estimated, cap + 1), atMost), estimate: true };
}
