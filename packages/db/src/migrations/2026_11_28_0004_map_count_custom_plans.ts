import { type Kysely, sql } from 'kysely';

// The map's summary triggers read their statement's transition tables, which have no indexes. Two planner
// habits made a big update of listings quadratic: PL/pgSQL caches a statement's plan, and after five calls
// may keep a generic one made for an earlier call's (tiny) transition tables; and the update trigger's first
// look (`IF NOT EXISTS` any counted change) is planned for its first row, so a nested loop wins on paper. An
// update of 90,000 listings that changed no counted column (the seed marking inspected listings; a console
// bulk change or an expiry sweep in production) then rescanned 90,000 rows 90,000 times, killed after 20
// minutes. Planned on every call, with nested loops priced out, each statement is a hash join: one pass. A
// one-row update (the view counter, all day) pays a hash join of one row, a few microseconds.
const FUNCTIONS = ['property_map_count_inserted', 'property_map_count_updated', 'property_map_count_deleted'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of FUNCTIONS)
    await sql`ALTER FUNCTION ${sql.id(name)}() SET plan_cache_mode = force_custom_plan`.execute(db);
  await sql`ALTER FUNCTION property_map_count_updated() SET enable_nestloop = off`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER FUNCTION property_map_count_updated() RESET enable_nestloop`.execute(db);
  for (const name of FUNCTIONS) await sql`ALTER FUNCTION ${sql.id(name)}() RESET plan_cache_mode`.execute(db);
}
