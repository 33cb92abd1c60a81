import { type Kysely, sql } from 'kysely';

// Trending counts last week's views per listing; without this the primary key (listing first) makes that
// a scan of every view ever counted.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX property_views_day_idx ON property_views (day, property_id)`.execute(db);
}
