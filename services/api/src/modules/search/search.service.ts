import type { Db } from '@ile/db';
import { DEFAULT_TUNING, type SearchTuning } from '@ile/db/search/search.sql';
import { criteriaOf } from '@ile/db/search/search-criteria';
import { countSearchMatches, searchListingPage } from '@ile/db/search/search-listings';
import { pageCount, type SearchPropertiesQuery, type SearchPropertiesResponse } from '@ile/shared';
import { type Reads, toReads } from '../../lib/reads';
import { toCards } from '../property/property-cards';
import { createRateCache, type RateCache } from './rate-cache';

const NOTHING: SearchPropertiesResponse = { properties: [], totalItems: 0, totalPages: 0 };

export interface SearchServiceOptions {
  rates?: RateCache;
  tuning?: SearchTuning;
}

/** Searches the catalogue (the read replica when there is one); `isLiked` comes from the primary. */
export function createSearchService(source: Db | Reads, options: SearchServiceOptions = {}) {
  const reads = toReads(source);
  const db = reads.catalogue;
  const rates = options.rates ?? createRateCache(db);
  const tuning = options.tuning ?? DEFAULT_TUNING;

  return {
    /** One page of published listings matching `query`, personalised (isLiked) for `viewerId`. */
    async search(query: SearchPropertiesQuery, viewerId?: string): Promise<SearchPropertiesResponse> {
      const needsRates =
        query.minPrice !== undefined ||
        query.maxPrice !== undefined ||
        query.moveInMin !== undefined ||
        query.moveInMax !== undefined ||
        query.sort.startsWith('price') ||
        query.sort.startsWith('move_in');
      const quotes = needsRates ? await rates.quotes() : {};
      const criteria = criteriaOf(query, quotes);
      if (!criteria) return NOTHING;
      const offset = (query.page - 1) * query.size;
      const page = await searchListingPage(
        db,
        criteria,
        query.sort,
        { offset, limit: query.size + 1 },
        quotes,
        tuning,
      );
      const [properties, total] = await Promise.all([
        toCards(reads, page.rows.slice(0, query.size), viewerId),
        countSearchMatches(
          db,
          criteria,
          { offset, size: query.size, found: page.rows.length, estimate: page.estimate },
          tuning,
        ),
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
