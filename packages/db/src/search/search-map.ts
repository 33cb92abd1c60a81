import { type BoundingBox, MAP_CELLS_PER_TILE, type SearchFilterQuery } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import { allConditions, type Condition, filterConditions, type SearchCriteria } from './search.sql';
import { criteriaOf } from './search-criteria';

// The statements of the map search (GET /api/v1/property/map). Clusters are counts per grid cell: a cell at
// zoom z is 360 / 2^z / MAP_CELLS_PER_TILE degrees square. Up to zoom MAP_SUMMARY_MAX_LEVEL they come from the
// summaries the triggers of migration 2026_11_28_0002 keep (property_map_totals, property_map_cells), when
// the filters are ones the summaries hold; otherwise from the listings themselves. docs/data-layer.md,
// "Map search", says why and what each costs.

/** The finest level the summaries hold (the migration counts levels 0 to 14). */
export const MAP_SUMMARY_MAX_LEVEL = 14;

export interface MapClusterRow {
  lat: number;
  lng: number;
  count: number;
}

export interface MapPointRow {
  id: string;
  lat: number;
  lng: number;
  price: number;
  currency: 'NGN' | 'SLE';
}

/** The side of a grid cell at `zoom`, in degrees. */
export const mapCellDegrees = (zoom: number): number => 360 / 2 ** zoom / MAP_CELLS_PER_TILE;

/** The cells (at `zoom`) that the view touches, inclusive. */
export function cellRange(bbox: BoundingBox, zoom: number) {
  const size = mapCellDegrees(zoom);
  return {
    x0: Math.floor(bbox.minLng / size),
    x1: Math.floor(bbox.maxLng / size),
    y0: Math.floor(bbox.minLat / size),
    y1: Math.floor(bbox.maxLat / size),
  };
}

const SERIAL = sql`serial_plan()`;
const and = (conditions: readonly Condition[]) =>
  conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);

/**
 * The summaries hold the place (country, state), category, property type, bedrooms and bathrooms; a search
 * with any other filter (keyword, price, sizes, trust, ...) is answered from the listings. Worked out by
 * asking `criteriaOf` what is left once those are taken away, so a new filter is never mistaken for one the
 * summaries hold.
 */
export function summaryHolds(query: SearchFilterQuery): boolean {
  // A state we could not resolve is matched by its name, which the summaries do not keep.
  if (query.state !== undefined && query.stateCode === undefined) return false;
  const rest = criteriaOf(
    {
      ...query,
      country: undefined,
      state: undefined,
      stateCode: undefined,
      category: undefined,
      propertyType: undefined,
      bedrooms: undefined,
      bathrooms: undefined,
      bbox: undefined,
    },
    {},
  );
  return (
    rest !== null &&
    rest.others.length === 0 &&
    rest.place === undefined &&
    rest.category === undefined &&
    rest.prices === undefined &&
    rest.minViews === undefined
  );
}

/**
 * Clusters from the summaries at level `zoom` (<= MAP_SUMMARY_MAX_LEVEL): every cell the view touches. The
 * criteria must be ones the summaries hold (summaryHolds) and carry no bbox: the cells stand for the view.
 * Unfiltered, the totals (one row per cell); filtered, the cells by filter values, on the same conditions
 * the search applies (`p` is the summary here, its columns named as the listing's).
 */
export async function summaryClusters(
  db: Executor,
  criteria: SearchCriteria,
  bbox: BoundingBox,
  zoom: number,
): Promise<MapClusterRow[]> {
  const { x0, x1, y0, y1 } = cellRange(bbox, zoom);
  const filters = filterConditions(criteria);
  const table = filters.length === 0 ? sql`property_map_totals` : sql`property_map_cells`;
  const { rows } = await sql<MapClusterRow>`
    SELECT sum(p.listings)::int AS count,
      sum(p.sum_lat) / sum(p.listings) AS lat, sum(p.sum_lng) / sum(p.listings) AS lng
    FROM ${table} p
    WHERE p.level = ${zoom}::smallint AND p.cell_y BETWEEN ${y0}::int AND ${y1}::int
      AND p.cell_x BETWEEN ${x0}::int AND ${x1}::int AND ${and(filters)}
    GROUP BY p.cell_y, p.cell_x HAVING sum(p.listings) > 0`.execute(db);
  return rows;
}

/** Every published listing with coordinates in the cells the view touches at `zoom`, from the totals. */
export async function countListingsInCells(db: Executor, bbox: BoundingBox, zoom: number): Promise<number> {
  const { x0, x1, y0, y1 } = cellRange(bbox, zoom);
  const { rows } = await sql<{ listings: number }>`
    SELECT coalesce(sum(listings), 0)::int AS listings FROM property_map_totals
    WHERE level = ${zoom}::smallint AND cell_y BETWEEN ${y0}::int AND ${y1}::int
      AND cell_x BETWEEN ${x0}::int AND ${x1}::int`.execute(db);
  return rows[0]?.listings ?? 0;
}

/** Every published listing with coordinates (the totals' coarsest level: a handful of rows). */
export async function countPlacedListings(db: Executor): Promise<number> {
  const { rows } = await sql<{ listings: number }>`
    SELECT coalesce(sum(listings), 0)::int AS listings FROM property_map_totals WHERE level = 0`.execute(db);
  return rows[0]?.listings ?? 0;
}

/**
 * Published listings with coordinates in the cells around `bbox` (an upper bound for the area), read at the
 * level where it spans a few cells: at most 25 summary rows, whatever its size.
 */
export function countListingsInArea(db: Executor, bbox: BoundingBox): Promise<number> {
  const span = Math.max(bbox.maxLng - bbox.minLng, bbox.maxLat - bbox.minLat, 1e-9);
  // Cells at least a quarter of the area's side: at most 5 × 5 of them, covering about twice its area.
  const level = Math.floor(Math.log2((360 / span) * (4 / MAP_CELLS_PER_TILE)));
  return countListingsInCells(db, bbox, Math.max(0, Math.min(MAP_SUMMARY_MAX_LEVEL, level)));
}

/**
 * Clusters counted from the listings themselves: the criteria's matches (the view's bbox among them) grouped
 * by cell at `zoom`. Costs one index entry per listing in the view, so the api uses it where views are small
 * (zoom > MAP_SUMMARY_MAX_LEVEL) or filters leave no choice.
 */
export async function liveClusters(
  db: Executor,
  criteria: SearchCriteria,
  zoom: number,
): Promise<MapClusterRow[]> {
  const size = mapCellDegrees(zoom);
  const { rows } = await sql<MapClusterRow>`
    SELECT count(*)::int AS count, avg(p.latitude) AS lat, avg(p.longitude) AS lng
    FROM properties p
    WHERE ${and(allConditions(criteria))} AND p.latitude IS NOT NULL AND ${SERIAL}
    GROUP BY floor(p.longitude / ${size}::float8), floor(p.latitude / ${size}::float8)`.execute(db);
  return rows;
}

/** Up to `limit` matching listings as pins (ask for one more than you draw, to learn whether more match). */
export async function mapPoints(
  db: Executor,
  criteria: SearchCriteria,
  limit: number,
): Promise<MapPointRow[]> {
  const { rows } = await sql<MapPointRow>`
    SELECT p.id, p.latitude AS lat, p.longitude AS lng, p.price::float8 AS price, p.currency
    FROM properties p
    WHERE ${and(allConditions(criteria))} AND p.latitude IS NOT NULL AND ${SERIAL}
    LIMIT ${limit}`.execute(db);
  return rows;
}
