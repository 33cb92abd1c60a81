import type { Db } from '@ile/db';
import { pageCount, type SearchPropertiesQuery, type SearchPropertiesResponse } from '@ile/shared';
import { type CardRow, toCards } from '../property/property-cards';
import {
  cappedCountStatement,
  DEFAULT_TUNING,
  estimatedRows,
  estimateStatement,
  pageStatements,
  type SearchCriteria,
  type SearchTuning,
} from './search.sql';
import { criteriaOf } from './search-criteria';
import { createRateCache, type RateCache, usdFactors } from './search-prices';

interface Total {
  count: number;
  estimate: boolean;
}

const NOTHING: SearchPropertiesResponse = { properties: [], totalItems: 0, totalPages: 0 };

export interface SearchServiceOptions {
  rates?: RateCache;
  tuning?: SearchTuning;
}

export function createSearchService(db: Db, options: SearchServiceOptions = {}) {
  const rates = options.rates ?? createRateCache(db);
  const tuning = options.tuning ?? DEFAULT_TUNING;
  const cap = tuning.countCap;

  /**
   * How many listings match. A page that is not full tells the total by itself. Otherwise, when the
   * planner expects more than the cap the estimate is the answer (counting them all is what makes broad
   * searches slow); when it expects fewer, matches are counted, but never past the cap.
   */
  /** The planner's estimate of the matches (EXPLAIN: planned, not run). */
  async function estimateOf(criteria: SearchCriteria): Promise<number> {
    const plan = await estimateStatement(criteria).execute(db);
    return estimatedRows(plan.rows[0]?.['QUERY PLAN']);
  }

  async function totalOf(
    criteria: SearchCriteria,
    offset: number,
    size: number,
    found: number,
    known: Promise<number> | undefined,
  ): Promise<Total> {
    if (found <= size && (offset === 0 || found > 0)) return { count: offset + found, estimate: false };
    // Bounds from the page itself: a full page (size + 1 rows) shows more follow; an empty one past the
    // first shows there are no more than `offset`.
    const atLeast = found === 0 ? 0 : offset + found;
    const atMost = found === 0 ? offset : Number.POSITIVE_INFINITY;
    const estimated = Math.min(Math.max(await (known ?? estimateOf(criteria)), atLeast), atMost);
    if (estimated >= cap && atMost > cap) return { count: estimated, estimate: true };
    const counted = (await cappedCountStatement(criteria, cap).execute(db)).rows[0]?.total ?? 0;
    if (counted <= cap) return { count: Math.max(counted, atLeast), estimate: false };
    return { count: Math.min(Math.max(estimated, cap + 1), atMost), estimate: true };
  }

  return {
    /** One page of published listings matching `query`, personalised (isLiked) for `viewerId`. */
    async search(query: SearchPropertiesQuery, viewerId?: string): Promise<SearchPropertiesResponse> {
      const needsRates =
        query.minPrice !== undefined || query.maxPrice !== undefined || query.sort.startsWith('price');
      const quotes = needsRates ? await rates.quotes() : {};
      const criteria = criteriaOf(query, quotes);
      if (!criteria) return NOTHING;
      const offset = (query.page - 1) * query.size;
      const statements = pageStatements(
        criteria,
        query.sort,
        { offset, limit: query.size + 1 },
        usdFactors(quotes),
        tuning,
      );
      // Past the first page the walk's window grows with the depth; when the planner expects fewer
      // matches in all than that window, reading the matches is the cheaper way, so ask it first.
      const estimate = statements.fallback && offset > 0 ? estimateOf(criteria) : undefined;
      const direct =
        statements.fallback && estimate && (await estimate) <= tuning.window(offset + query.size + 1);
      let page = await (direct && statements.fallback ? statements.fallback : statements.first).execute(db);
      if (statements.fallback && !direct && !page.rows[0]?.complete) {
        page = await statements.fallback.execute(db);
      }
      const rows = page.rows as unknown as CardRow[];
      const [properties, total] = await Promise.all([
        toCards(db, rows.slice(0, query.size), viewerId),
        totalOf(criteria, offset, query.size, rows.length, estimate),
      ]);
      return {
        properties,
        totalItems: total.count,
        totalPages: pageCount(total.count, query.size),
        ...(total.estimate ? { totalIsEstimate: true } : {}),
      };
    },
    rates,
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
