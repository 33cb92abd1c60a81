import { type Kysely, sql } from 'kysely';

// The map's summary triggers read their statement's transition tables. PL/pgSQL caches a statement's plan,
// and after five calls it may keep a generic one, planned for the transition tables of an earlier call: after
// a day of one-row updates (the view counter) the update trigger's join of old and new rows became a nested
// loop, and a later update of 90,000 listings (the seed marking inspected listings; a console bulk change or
// an expiry sweep in production) rescanned 90,000 rows 90,000 times (killed after 20 minutes). Planned on
// every call, each statement sees its real row counts: a hash join, one pass.
const FUNCTIONS = ['property_map_count_inserted', 'property_map_count_updated', 'property_map_count_deleted'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of FUNCTIONS)
    await sql`ALTER FUNCTION ${sql.id(name)}() SET plan_cache_mode = force_custom_plan`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of FUNCTIONS) await sql`ALTER FUNCTION ${sql.id(name)}() RESET plan_cache_mode`.execute(db);
}
