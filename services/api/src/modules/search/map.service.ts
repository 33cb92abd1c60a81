import type { Db } from '@ile/db';
import { criteriaOf } from '@ile/db/search/search-criteria';
import {
  countListingsInCells,
  liveClusters,
  MAP_SUMMARY_MAX_LEVEL,
  mapPoints,
  summaryClusters,
  summaryHolds,
} from '@ile/db/search/search-map';
import { MAP_POINTS_LIMIT, type PropertyMapQuery, type PropertyMapResponse } from '@ile/shared';
import { type Reads, toReads } from '../../lib/reads';
import { createRateCache, type RateCache } from './rate-cache';

const NOTHING: PropertyMapResponse = { clusters: [], points: [] };

/**
 * Pins are read from the listings. When the summaries say a view holds few matches but many listings (a rare
 * filter over a whole city), reading its pins would walk every listing there: past this many, the view keeps
 * its clusters until the visitor zooms in.
 */
export const MAP_POINTS_SCAN_LIMIT = 20_000;

export interface MapServiceOptions {
  rates?: RateCache;
  /** MAP_POINTS_SCAN_LIMIT unless given (tests). */
  pointsScanLimit?: number;
}

/** The map search over the catalogue (the read replica when there is one): the same for every caller. */
export function createMapService(source: Db | Reads, options: MapServiceOptions = {}) {
  const db = toReads(source).catalogue;
  const rates = options.rates ?? createRateCache(db);
  const scanLimit = options.pointsScanLimit ?? MAP_POINTS_SCAN_LIMIT;

  return {
    /** Pins when the view holds at most MAP_POINTS_LIMIT matches, else clusters sized by the zoom. */
    async search(query: PropertyMapQuery): Promise<PropertyMapResponse> {
      const needsRates =
        query.minPrice !== undefined ||
        query.maxPrice !== undefined ||
        query.moveInMin !== undefined ||
        query.moveInMax !== undefined;
      const quotes = needsRates ? await rates.quotes() : {};
      const criteria = criteriaOf(query, quotes);
      if (!criteria || !query.bbox) return NOTHING;
      const pins = async () => ({ clusters: [], points: await mapPoints(db, criteria, MAP_POINTS_LIMIT) });

      if (query.zoom <= MAP_SUMMARY_MAX_LEVEL && summaryHolds(query)) {
        // The cells stand for the view, so the summaries are asked without the bbox condition.
        const areaCriteria = criteriaOf({ ...query, bbox: undefined }, quotes);
        if (!areaCriteria) return NOTHING;
        const clusters = await summaryClusters(db, areaCriteria, query.bbox, query.zoom);
        const matches = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
        if (matches === 0) return NOTHING;
        if (matches > MAP_POINTS_LIMIT) return { clusters, points: [] };
        const filtered = areaCriteria.others.length > 0 || areaCriteria.place || areaCriteria.category;
        if (filtered && (await countListingsInCells(db, query.bbox, query.zoom)) > scanLimit) {
          return { clusters, points: [] };
        }
        return pins();
      }
      // Close in (a few thousand listings at most in the densest street) or a filter the summaries do not
      // hold: the listings themselves. Pins first, which stop at the limit; clusters when there are more.
      const points = await mapPoints(db, criteria, MAP_POINTS_LIMIT + 1);
      if (points.length <= MAP_POINTS_LIMIT) return { clusters: [], points };
      return { clusters: await liveClusters(db, criteria, query.zoom), points: [] };
    },
  };
}
export type MapService = ReturnType<typeof createMapService>;
