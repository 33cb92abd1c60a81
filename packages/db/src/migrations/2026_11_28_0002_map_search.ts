import { type Kysely, sql } from 'kysely';

// Issue 19, item 2: the map search. Clustering a whole country live means aggregating ~900k listings per
// call (hundreds of milliseconds), so published listings are also counted per grid cell, at every zoom level
// from 0 to 14, in two summary tables kept exact by triggers on `properties`:
// - property_map_totals: one row per (level, cell): every published listing with coordinates;
// - property_map_cells: one row per (level, cell, country, state, category, type, bedrooms, bathrooms), so a
//   filter on those answers from the summary too.
// A level-L cell is 360 / 2^(L+2) degrees square: four cells across a 256-pixel map tile at zoom L. Beyond
// level 14 (or with another filter) the api aggregates the listings live; `docs/data-layer.md`, "Map search".
const MAX_LEVEL = 14;

const DIMENSIONS = 'country, state_code, category, property_type, bedrooms, bathrooms';

/**
 * The statements adding `source`'s rows (each with a `sign`: +1 counted, -1 uncounted) to both summaries.
 * Grouped first (ON CONFLICT may touch a row once per statement) and sorted by key, so two transactions
 * upserting the same cells take their row locks in the same order.
 */
function applyStatements(source: string): string {
  const cell = (column: string) => `floor(s.${column} / (360.0 / power(2, l.level + 2)))::int`;
  const counted = `FROM (${source}) s CROSS JOIN generate_series(0, ${MAX_LEVEL}) AS l(level)
      WHERE s.status = 'published' AND s.latitude IS NOT NULL`;
  return `
    INSERT INTO property_map_totals AS t (level, cell_x, cell_y, listings, sum_lat, sum_lng)
    SELECT l.level, ${cell('longitude')}, ${cell('latitude')},
           sum(s.sign)::int, sum(s.sign * s.latitude), sum(s.sign * s.longitude)
      ${counted}
      GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
    ON CONFLICT (level, cell_y, cell_x) DO UPDATE SET listings = t.listings + excluded.listings,
      sum_lat = t.sum_lat + excluded.sum_lat, sum_lng = t.sum_lng + excluded.sum_lng;
    INSERT INTO property_map_cells AS c (level, cell_x, cell_y, ${DIMENSIONS}, listings, sum_lat, sum_lng)
    SELECT l.level, ${cell('longitude')}, ${cell('latitude')}, s.country, s.state_code, s.category,
           s.property_type, s.bedrooms, s.bathrooms,
           sum(s.sign)::int, sum(s.sign * s.latitude), sum(s.sign * s.longitude)
      ${counted}
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 3, 2, 4, 5, 6, 7, 8, 9
    ON CONFLICT (level, cell_y, cell_x, ${DIMENSIONS}) DO UPDATE SET listings = c.listings + excluded.listings,
      sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng;`;
}

const COLUMNS = `status, latitude, longitude, ${DIMENSIONS}`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE property_map_totals (
      level smallint NOT NULL,
      cell_x integer NOT NULL,
      cell_y integer NOT NULL,
      listings integer NOT NULL,
      sum_lat double precision NOT NULL,
      sum_lng double precision NOT NULL,
      CONSTRAINT property_map_totals_pkey PRIMARY KEY (level, cell_y, cell_x) INCLUDE (listings, sum_lat, sum_lng)
    )`.execute(db);
  await sql`CREATE TABLE property_map_cells (
      level smallint NOT NULL,
      cell_x integer NOT NULL,
      cell_y integer NOT NULL,
      country text NOT NULL,
      state_code text NOT NULL,
      category text NOT NULL,
      property_type text NOT NULL,
      bedrooms smallint NOT NULL,
      bathrooms smallint NOT NULL,
      listings integer NOT NULL,
      sum_lat double precision NOT NULL,
      sum_lng double precision NOT NULL,
      CONSTRAINT property_map_cells_pkey PRIMARY KEY (level, cell_y, cell_x, country, state_code, category,
        property_type, bedrooms, bathrooms) INCLUDE (listings, sum_lat, sum_lng)
    )`.execute(db);

  // Every change is counted per statement, from the transition tables: the seed inserts thousands of listings
  // in one statement, and a grouped upsert per statement costs far less than one per row.
  await sql
    .raw(`CREATE FUNCTION property_map_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${applyStatements(`SELECT ${COLUMNS}, 1 AS sign FROM new_rows`)}
      RETURN NULL;
    END $$`)
    .execute(db);
  await sql
    .raw(`CREATE FUNCTION property_map_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${applyStatements(`SELECT ${COLUMNS}, -1 AS sign FROM old_rows`)}
      RETURN NULL;
    END $$`)
    .execute(db);
  // Updates count only the rows whose counted columns changed; a statement that changed none (the view
  // counter's, all day long) leaves after one look at its rows. (A trigger with transition tables cannot be
  // limited to columns with UPDATE OF, hence the look.)
  const changed = COLUMNS.split(', ')
    .map((column) => `o.${column} IS DISTINCT FROM n.${column}`)
    .join(' OR ');
  const pairs = `old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = 'published' OR n.status = 'published') AND (${changed})`;
  const side = (alias: 'o' | 'n', sign: number) =>
    `SELECT ${COLUMNS.split(', ')
      .map((column) => `${alias}.${column}`)
      .join(', ')}, ${sign} AS sign FROM ${pairs}`;
  await sql
    .raw(`CREATE FUNCTION property_map_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM ${pairs}) THEN
        RETURN NULL;
      END IF;
      ${applyStatements(`${side('o', -1)} UNION ALL ${side('n', 1)}`)}
      RETURN NULL;
    END $$`)
    .execute(db);
  await sql`CREATE FUNCTION property_map_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      TRUNCATE property_map_totals, property_map_cells;
      RETURN NULL;
    END $$`.execute(db);
  // A full recount (after a bulk load that bypassed the triggers, or to check them): in one transaction.
  await sql
    .raw(`CREATE FUNCTION property_map_recount() RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM property_map_totals;
      DELETE FROM property_map_cells;
      ${applyStatements(`SELECT ${COLUMNS}, 1 AS sign FROM properties`)}
    END $$`)
    .execute(db);

  await sql`CREATE TRIGGER properties_map_count_inserted AFTER INSERT ON properties
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_map_count_inserted()`.execute(
    db,
  );
  await sql`CREATE TRIGGER properties_map_count_deleted AFTER DELETE ON properties
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_map_count_deleted()`.execute(
    db,
  );
  // The seed's clean start truncates users and properties.
  await sql`CREATE TRIGGER properties_map_count_truncated AFTER TRUNCATE ON properties
    FOR EACH STATEMENT EXECUTE FUNCTION property_map_count_truncated()`.execute(db);
  await sql`CREATE TRIGGER properties_map_count_updated AFTER UPDATE ON properties
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
    EXECUTE FUNCTION property_map_count_updated()`.execute(db);

  await sql`SELECT property_map_recount()`.execute(db);

  // The live aggregation (zoom 15 and closer, or filters the summaries do not hold) and the pins: an
  // index-only walk of the view's latitude band, every value the map reads or filters on in the index.
  await sql`CREATE INDEX properties_published_map_idx ON properties (latitude, longitude)
    INCLUDE (id, country, state_code, category, property_type, bedrooms, bathrooms, currency, price)
    WHERE status = 'published' AND latitude IS NOT NULL`.execute(db);
  await sql`ANALYZE property_map_totals`.execute(db);
  await sql`ANALYZE property_map_cells`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX properties_published_map_idx`.execute(db);
  await sql`DROP TRIGGER properties_map_count_updated ON properties`.execute(db);
  await sql`DROP TRIGGER properties_map_count_deleted ON properties`.execute(db);
  await sql`DROP TRIGGER properties_map_count_inserted ON properties`.execute(db);
  await sql`DROP TRIGGER properties_map_count_truncated ON properties`.execute(db);
  await sql`DROP FUNCTION property_map_count_truncated()`.execute(db);
  await sql`DROP FUNCTION property_map_recount()`.execute(db);
  await sql`DROP FUNCTION property_map_count_updated()`.execute(db);
  await sql`DROP FUNCTION property_map_count_deleted()`.execute(db);
  await sql`DROP FUNCTION property_map_count_inserted()`.execute(db);
  await sql`DROP TABLE property_map_cells`.execute(db);
  await sql`DROP TABLE property_map_totals`.execute(db);
}
