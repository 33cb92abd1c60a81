/** The zoom levels a map may ask for (web-map tiles: 0 is the whole world in one 256-pixel tile). */
export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 20;

/**
 * The map answers each listing as a pin while its view holds at most this many matches; past it, clusters
 * (a count per grid cell). Two hundred price labels are about what a phone can draw and a person can read.
 */
export const MAP_POINTS_LIMIT = 200;

/** Grid cells across one 256-pixel tile: a cluster every 64 pixels or so, at any zoom. */
export const MAP_CELLS_PER_TILE = 4;

/**
 * Where map tiles come from unless VITE_MAP_TILES_URL says otherwise: OpenStreetMap's standard tiles. Their
 * usage policy allows light use with the attribution shown; a production site uses its own tile server or a
 * provider (README, "Map search").
 */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The attribution every map shows, as OpenStreetMap's licence requires. */
export const MAP_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
