import { z } from 'zod';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../constants/map-search';
import { parseBoundingBox } from '../helpers/search-filters';
import { IdSchema } from './common';
import { ListingCurrencySchema } from './listing-fields';
import { resolveSearchFields, SearchQueryFields } from './search';

/** The map's view, required here: a map always has one. Same reading as the search's `bbox`. */
const requiredBoundingBox = z
  .string({ error: "bbox is required: 'minLng,minLat,maxLng,maxLat' in degrees" })
  .transform((value, ctx) => {
    const parsed = parseBoundingBox(value);
    if (parsed.ok) return parsed.bbox;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

/**
 * GET /api/v1/property/map: the search's filters (every one applies as it does to the list), the view
 * (`bbox`, required) and the map's `zoom` (0-20, whole numbers), which sets the size of the clusters.
 */
export const PropertyMapQuery = SearchQueryFields.omit({ page: true, size: true, sort: true, userId: true })
  .extend({
    bbox: requiredBoundingBox,
    zoom: z.coerce
      .number({ error: 'zoom is required: a whole number from 0 to 20' })
      .int('zoom must be a whole number')
      .min(MAP_MIN_ZOOM, `zoom must be from ${MAP_MIN_ZOOM} to ${MAP_MAX_ZOOM}`)
      .max(MAP_MAX_ZOOM, `zoom must be from ${MAP_MIN_ZOOM} to ${MAP_MAX_ZOOM}`),
  })
  .transform(resolveSearchFields);
export type PropertyMapQuery = z.infer<typeof PropertyMapQuery>;
export type PropertyMapQueryInput = z.input<typeof PropertyMapQuery>;

/** Listings counted together: their mean position and how many. */
export const MapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int().min(1),
});
export type MapCluster = z.infer<typeof MapClusterSchema>;

/** One listing as a pin: its price in its own currency (the site converts it to the visitor's). */
export const MapPointSchema = z.object({
  id: IdSchema,
  lat: z.number(),
  lng: z.number(),
  price: z.number(),
  currency: ListingCurrencySchema,
});
export type MapPoint = z.infer<typeof MapPointSchema>;

/**
 * Either pins (`points`, when the view holds at most MAP_POINTS_LIMIT matches) or `clusters`; never both. A
 * cluster counts a whole grid cell, so one at the edge of the view may count listings just outside it.
 */
export const PropertyMapResponse = z.object({
  clusters: z.array(MapClusterSchema),
  points: z.array(MapPointSchema),
});
export type PropertyMapResponse = z.infer<typeof PropertyMapResponse>;
