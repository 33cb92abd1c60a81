import { type Kysely, sql } from 'kysely';

// Issue 21, item 3: a saved search keeps the search's "total to move in" bounds (moveInMin/moveInMax, in the
// search's currency like min_price/max_price), and the alert matcher compares them. Both lookup indexes carry
// every column the matcher compares (an index-only scan, bench:alerts), so they are rebuilt with the two new
// ones. The column list is this migration's own: a migration is not changed after it ships.
const MATCH_COLUMNS = [
  'id',
  'user_id',
  'frequency',
  'paused',
  'property_type',
  'min_bedrooms',
  'max_bedrooms',
  'min_bathrooms',
  'max_bathrooms',
  'price_currency',
  'min_price',
  'max_price',
  'keywords',
  'min_lng',
  'min_lat',
  'max_lng',
  'max_lat',
  'verified_owner',
  'inspected',
];

async function createLookupIndexes(db: Kysely<any>, columns: string[]): Promise<void> {
  const included = sql.raw(columns.join(', '));
  await sql`CREATE INDEX saved_searches_state_idx ON saved_searches (state_code, category, country)
    INCLUDE (${included}) WHERE state_code IS NOT NULL`.execute(db);
  await sql`CREATE INDEX saved_searches_no_state_idx ON saved_searches (country, category)
    INCLUDE (${included}) WHERE state_code IS NULL`.execute(db);
}

async function dropLookupIndexes(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX saved_searches_state_idx`.execute(db);
  await sql`DROP INDEX saved_searches_no_state_idx`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE saved_searches
    ADD COLUMN min_move_in numeric(16, 2),
    ADD COLUMN max_move_in numeric(16, 2)`.execute(db);
  // Searches saved before this kept the bounds in `filters` but not as columns: fill them in, so an
  // alert asked for "up to ₦2,000,000 to move in" matches what the search shows.
  await sql`UPDATE saved_searches SET
      min_move_in = CASE WHEN filters ->> 'moveInMin' ~ '^[0-9]+(\\.[0-9]+)?$'
        THEN (filters ->> 'moveInMin')::numeric END,
      max_move_in = CASE WHEN filters ->> 'moveInMax' ~ '^[0-9]+(\\.[0-9]+)?$'
        THEN (filters ->> 'moveInMax')::numeric END
    WHERE filters ? 'moveInMin' OR filters ? 'moveInMax'`.execute(db);
  await dropLookupIndexes(db);
  await createLookupIndexes(db, [...MATCH_COLUMNS, 'min_move_in', 'max_move_in']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropLookupIndexes(db);
  await createLookupIndexes(db, MATCH_COLUMNS);
  await sql`ALTER TABLE saved_searches DROP COLUMN min_move_in, DROP COLUMN max_move_in`.execute(db);
}
