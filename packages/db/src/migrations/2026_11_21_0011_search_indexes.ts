import { type Kysely, sql } from 'kysely';

// Indexes for GET /api/v1/property/search (services/api/src/modules/search). Only published listings are
// ever searched, so every index is partial on status = 'published' and the b-trees need no status column.
// Why each exists, and the plans they give on a million listings, is in docs/performance.md.
//
// - recent, views, price, state_recent, state_category, state_price: one per way the results can be
//   ordered, each led by the equality filters it can serve as index conditions, so a search walks
//   listings already in order and stops after one page (the tie-breaker `id` is part of every key, so
//   deep pages are stable). A category alone uses 0003's (status, category, created_at DESC, id).
// - text: the keyword GIN, with the place, currency and category beside search_vector (btree_gin), so a
//   keyword that is rare within a state or a currency is found by one index scan that skips between the
//   posting lists, instead of intersecting a keyword bitmap with 100,000-entry b-tree ranges. It replaces
//   0003's search_vector GIN, which nothing but the search used.
// - city: `lower(city) = ...` (exact up to case).
// - tags: `tags @> ...`.
// - features: one GIN over the "more filters" columns (btree_gin), so any combination of rare values
//   (8 bedrooms, built before 1950, 3000+ m²) is found through a bitmap instead of a table scan.
// - place_stats: country, state and currency depend on each other (Lagos listings are in NGN); without
//   this the planner multiplies their selectivities and expects Lagos listings priced in SLE.
// - serial_plan(): always true, but PARALLEL UNSAFE, so a statement that calls it is planned without
//   parallel workers. Searches return one page; starting two workers costs more (20-50 ms) than any
//   search statement takes, and under concurrent load the workers only compete with other requests.
//
// 0003's (status, ...) indexes that these replace for published listings are dropped: the planner would
// otherwise weigh them on every search. properties_recent_idx stays for the staff console's lists by status,
// properties_category_recent_idx for the home page's newest-per-category section.

// Carried in the order indexes, so the common filters (and capped counts) are checked on the index alone
// (index-only scans) instead of fetching each listing's row to reject it.
const FILTERS = 'country, state_code, category, property_type, bedrooms, bathrooms, currency, price';
const FILTERS_BUT_PLACE = 'category, property_type, bedrooms, bathrooms, currency, price';
const FILTERS_BUT_PRICE = 'country, state_code, category, property_type, bedrooms, bathrooms';
const FILTERS_BUT_PLACE_OR_PRICE = 'category, property_type, bedrooms, bathrooms';
const FILTERS_BUT_PLACE_OR_CATEGORY = 'property_type, bedrooms, bathrooms, currency, price';

const CREATE = [
  sql`CREATE INDEX properties_published_recent_idx ON properties (created_at DESC, id)
        INCLUDE (${sql.raw(FILTERS)}) WHERE status = 'published'`,
  sql`CREATE INDEX properties_published_views_idx ON properties (views DESC, id)
        INCLUDE (${sql.raw(FILTERS)}) WHERE status = 'published'`,
  sql`CREATE INDEX properties_published_price_idx ON properties (currency, price, id)
        INCLUDE (${sql.raw(FILTERS_BUT_PRICE)}) WHERE status = 'published'`,
  sql`CREATE INDEX properties_published_state_recent_idx ON properties (country, state_code, created_at DESC, id)
        INCLUDE (${sql.raw(FILTERS_BUT_PLACE)}) WHERE status = 'published'`,
  sql`CREATE INDEX properties_published_state_category_idx ON properties (country, state_code, category, created_at DESC, id)
        INCLUDE (${sql.raw(FILTERS_BUT_PLACE_OR_CATEGORY)}) WHERE status = 'published'`,
  sql`CREATE INDEX properties_published_state_price_idx ON properties (country, state_code, currency, price, id)
        INCLUDE (${sql.raw(FILTERS_BUT_PLACE_OR_PRICE)}) WHERE status = 'published'`,
  sql`CREATE INDEX properties_published_text_idx ON properties USING gin
        (search_vector, country, state_code, currency, category) WHERE status = 'published'`,
  sql`CREATE INDEX properties_published_city_idx ON properties (lower(city)) WHERE status = 'published'`,
  sql`CREATE INDEX properties_published_tags_idx ON properties USING gin (tags) WHERE status = 'published'`,
  sql`CREATE INDEX properties_published_features_idx ON properties USING gin
        (category, property_type, bedrooms, bathrooms, year_built, land_size, building_size, parking_size, garage_size)
        WHERE status = 'published'`,
  sql`CREATE STATISTICS properties_place_stats (dependencies, mcv) ON country, state_code, currency FROM properties`,
  sql`CREATE FUNCTION serial_plan() RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL UNSAFE AS 'SELECT TRUE'`,
  sql`COMMENT ON FUNCTION serial_plan() IS 'Always true; a statement calling it is planned without parallel workers'`,
];

const REPLACED = [
  sql`CREATE INDEX properties_search_vector_idx ON properties USING gin (search_vector)`,
  sql`CREATE INDEX properties_filter_idx ON properties (status, country, state_code, category, price)`,
  sql`CREATE INDEX properties_bedrooms_idx ON properties (status, bedrooms)`,
  sql`CREATE INDEX properties_popular_idx ON properties (status, views DESC)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  for (const statement of CREATE) await statement.execute(db);
  await sql`
    DROP INDEX properties_search_vector_idx, properties_filter_idx, properties_bedrooms_idx, properties_popular_idx
  `.execute(db);
  await sql`ANALYZE properties`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of REPLACED) await statement.execute(db);
  await sql`DROP STATISTICS properties_place_stats`.execute(db);
  await sql`DROP FUNCTION serial_plan()`.execute(db);
  await sql`
    DROP INDEX properties_published_recent_idx, properties_published_views_idx, properties_published_price_idx,
      properties_published_state_recent_idx, properties_published_state_category_idx,
      properties_published_state_price_idx, properties_published_text_idx, properties_published_city_idx,
      properties_published_tags_idx, properties_published_features_idx
  `.execute(db);
  // btree_gin stays: extensions are shared by the whole database and cost nothing unused.
}
