import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addUpdatedAtTrigger, now } from './helpers';

// Issue 19, item 1: saved searches with alerts. Each saved search keeps its filters twice: as the URL gives
// them (`filters`, shown and linked back to) and as match columns, so a newly published listing finds every
// saved search it matches in one statement (docs/data-layer.md, "Saved searches").
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('filters', 'jsonb', (col) => col.notNull())
    .addColumn('frequency', 'text', (col) =>
      col.notNull().check(sql`frequency IN ('instant', 'daily', 'weekly', 'off')`),
    )
    .addColumn('paused', 'boolean', (col) => col.notNull().defaultTo(false))
    // Match columns (null: no filter).
    .addColumn('country', 'text')
    .addColumn('state_code', 'text')
    .addColumn('category', 'text')
    .addColumn('property_type', 'text')
    .addColumn('min_bedrooms', 'integer')
    .addColumn('max_bedrooms', 'integer')
    .addColumn('min_bathrooms', 'integer')
    .addColumn('max_bathrooms', 'integer')
    .addColumn('price_currency', 'text', (col) => col.notNull())
    .addColumn('min_price', 'numeric(16, 2)')
    .addColumn('max_price', 'numeric(16, 2)')
    .addColumn('keywords', sql`tsquery`)
    .addColumn('min_lng', 'float8')
    .addColumn('min_lat', 'float8')
    .addColumn('max_lng', 'float8')
    .addColumn('max_lat', 'float8')
    .addColumn('verified_owner', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('inspected', 'boolean', (col) => col.notNull().defaultTo(false))
    // The unsubscribe link is signed with this key (random, written by the api); using the link bumps the
    // version, so it works once.
    .addColumn('link_key', 'bytea', (col) => col.notNull())
    .addColumn('link_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('last_digest_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await addUpdatedAtTrigger(db, 'saved_searches');
  await sql`CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at DESC)`.execute(db);
  // A new listing looks up the searches of its state, then those with no state (a whole country, a map
  // area). Each index carries every column the matcher compares, so the lookup is an index-only scan: the
  // tens of thousands of searches of a busy state are filtered without reading the table (bench:alerts).
  const matchColumns = sql.raw(
    [
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
    ].join(', '),
  );
  await sql`CREATE INDEX saved_searches_state_idx ON saved_searches (state_code, category, country)
    INCLUDE (${matchColumns}) WHERE state_code IS NOT NULL`.execute(db);
  await sql`CREATE INDEX saved_searches_no_state_idx ON saved_searches (country, category)
    INCLUDE (${matchColumns}) WHERE state_code IS NULL`.execute(db);

  await db.schema
    .createTable('saved_search_matches')
    .addColumn('saved_search_id', 'uuid', (col) =>
      col.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`reason IN ('published', 'price_dropped')`))
    .addColumn('matched_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    // False when the search's alerts were off or paused as it matched: listed as new, never alerted.
    .addColumn('alert_due', 'boolean', (col) => col.notNull())
    .addColumn('alerted_at', 'timestamptz')
    .addPrimaryKeyConstraint('saved_search_matches_pkey', ['saved_search_id', 'property_id'])
    .execute();
  await sql`CREATE INDEX saved_search_matches_due_idx ON saved_search_matches (saved_search_id, matched_at)
    WHERE alert_due AND alerted_at IS NULL`.execute(db);
  await sql`CREATE INDEX saved_search_matches_property_idx ON saved_search_matches (property_id)`.execute(db);

  // Emails may carry headers (List-Unsubscribe); the caught copy keeps them so they can be read offline.
  await sql`ALTER TABLE emails ADD COLUMN headers jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE emails DROP COLUMN headers`.execute(db);
  await db.schema.dropTable('saved_search_matches').execute();
  await db.schema.dropTable('saved_searches').execute();
}
