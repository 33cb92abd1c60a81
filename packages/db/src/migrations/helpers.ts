import { type CreateTableBuilder, type Kysely, type RawBuilder, sql } from 'kysely';

// Helpers shared by migrations. Migrations are frozen once released, so these must only ever grow:
// changing what an existing helper emits would silently change the meaning of old migrations.

export const uuidDefault = sql`gen_random_uuid()`;
export const now = sql`now()`;

/** `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`. */
export function withUuidId<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuidDefault));
}

/** `created_at` and `updated_at`, both `timestamptz NOT NULL DEFAULT now()`. */
export function withTimestamps<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now));
}

/** `column IN ('a', 'b', ...)` with the values inlined, for CHECK constraints (DDL takes no parameters). */
export function oneOf(column: string, values: readonly string[]): RawBuilder<unknown> {
  return sql`${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** Keeps `updated_at` current on every UPDATE that does not set it explicitly (see the function in 0001). */
export async function addUpdatedAtTrigger(db: Kysely<any>, table: string): Promise<void> {
  await sql`
    CREATE TRIGGER ${sql.id(`${table}_set_updated_at`)}
    BEFORE UPDATE ON ${sql.table(table)}
    FOR EACH ROW EXECUTE FUNCTION set_updated_at()
  `.execute(db);
}
