import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { now } from './helpers';

// Issue 19, item 4: the listings a signed-in user opened lately, newest first; the api keeps the last 20 per
// user (recordRecentlyViewed trims in the same transaction). Visitors' lists stay in their browser.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recently_viewed')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('recently_viewed_pkey', ['user_id', 'property_id'])
    .execute();
  await sql`CREATE INDEX recently_viewed_user_recent_idx ON recently_viewed (user_id, viewed_at DESC, property_id)`.execute(
    db,
  );
  // Deleting a listing cascades here: found by property without a scan.
  await sql`CREATE INDEX recently_viewed_property_idx ON recently_viewed (property_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recently_viewed').execute();
}
