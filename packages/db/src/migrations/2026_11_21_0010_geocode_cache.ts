import { type Kysely, sql } from 'kysely';
import { now } from './helpers';

// The geocode worker's memory of a Nominatim-style provider's answers, keyed by the normalised query, so
// one address is looked up once (the public Nominatim allows one request a second). A miss is kept too,
// with coordinates NULL, but for a shorter while: the provider may learn the address later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('geocode_cache')
    .addColumn('query', 'text', (col) => col.primaryKey())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('display_name', 'text')
    .addColumn('fetched_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint(
      'geocode_cache_coordinates_check',
      sql`(latitude IS NULL) = (longitude IS NULL) AND latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180`,
    )
    .addCheckConstraint('geocode_cache_query_check', sql`length(query) BETWEEN 1 AND 1000`)
    .execute();
}
