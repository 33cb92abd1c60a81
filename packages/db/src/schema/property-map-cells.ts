// The map search's summaries (migration 2026_11_28_0002): published listings with coordinates counted per grid
// cell at zoom levels 0-14, kept exact by triggers on `properties`. Read only by search/search-map.ts; never
// written by application code.

/** Every counted listing of a cell. A level-L cell is 360 / 2^(L+2) degrees square. */
export interface PropertyMapTotalsTable {
  level: number;
  cell_x: number;
  cell_y: number;
  listings: number;
  sum_lat: number;
  sum_lng: number;
}

/** The same, split by the filters the summary answers. */
export interface PropertyMapCellsTable extends PropertyMapTotalsTable {
  country: string;
  state_code: string;
  category: string;
  property_type: string;
  bedrooms: number;
  bathrooms: number;
}
