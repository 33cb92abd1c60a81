import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

// The PostgreSQL manual's recipe for populating a table ("Populating a Database"): drop its indexes and
// foreign keys, load, then rebuild them in one pass each. Definitions are read from the catalogue and
// replayed verbatim, inside the caller's transaction, so a failure rolls everything back.

interface Definition {
  name: string;
  table: string;
  kind: 'constraint' | 'index';
  /** Recreated in this order: primary and unique keys, then indexes, then foreign keys. */
  order: number;
  ddl: string;
}

/**
 * Runs `load` with the given tables stripped of indexes, unique and foreign-key constraints, then
 * rebuilds them. A primary key that another table's foreign key depends on is kept.
 */
export async function withIndexesDeferred<T>(
  db: Kysely<Database>,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const definitions = await readDefinitions(db, tables);
  // Foreign keys first, so the keys they depend on can go.
  for (const definition of [...definitions].sort((a, b) => b.order - a.order)) {
    if (definition.kind === 'constraint') {
      await sql`ALTER TABLE ${sql.table(definition.table)} DROP CONSTRAINT ${sql.id(definition.name)}`.execute(
        db,
      );
    } else {
      await sql`DROP INDEX ${sql.id(definition.name)}`.execute(db);
    }
  }
  const result = await load();
  await sql`SET LOCAL maintenance_work_mem = '512MB'`.execute(db);
  for (const definition of [...definitions].sort((a, b) => a.order - b.order)) {
    await sql.raw(definition.ddl).execute(db);
  }
  return result;
}

/** The map's summary triggers on `properties` (migration 2026_11_28_0002_map_search). */
const MAP_COUNT_TRIGGERS = [
  'properties_map_count_inserted',
  'properties_map_count_updated',
  'properties_map_count_deleted',
];

/**
 * Runs `load` with the map's summary triggers off, then counts the summaries once from `properties`
 * (`property_map_recount()`): a bulk load of a million listings upserts ~30 summary rows per listing through
 * the triggers, where one recount groups them all. Inside the caller's transaction, like the indexes above.
 */
export async function withMapCountsDeferred<T>(db: Kysely<Database>, load: () => Promise<T>): Promise<T> {
  const each = (verb: 'DISABLE' | 'ENABLE') =>
    sql.raw(
      `ALTER TABLE properties ${MAP_COUNT_TRIGGERS.map((name) => `${verb} TRIGGER ${name}`).join(', ')}`,
    );
  await each('DISABLE').execute(db);
  const result = await load();
  await each('ENABLE').execute(db);
  await sql`SELECT property_map_recount()`.execute(db);
  return result;
}

async function readDefinitions(db: Kysely<Database>, tables: readonly string[]): Promise<Definition[]> {
  const { rows: constraints } = await sql<{ name: string; table: string; type: string; ddl: string }>`
    SELECT c.conname AS name, c.conrelid::regclass::text AS table, c.contype AS type,
           format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) AS ddl
    FROM pg_constraint c
    WHERE c.conrelid = ANY (${tables.map((table) => `public.${table}`)}::regclass[])
      AND c.contype IN ('p', 'u', 'f')
      AND NOT (c.contype IN ('p', 'u') AND EXISTS (
        SELECT 1 FROM pg_constraint r
        WHERE r.contype = 'f' AND r.confrelid = c.conrelid
          AND r.conindid = c.conindid AND r.conrelid <> ALL (${tables.map((table) => `public.${table}`)}::regclass[])
      ))
  `.execute(db);
  const { rows: indexes } = await sql<{ name: string; table: string; ddl: string }>`
    SELECT i.relname AS name, x.indrelid::regclass::text AS table, pg_get_indexdef(x.indexrelid) AS ddl
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = ANY (${tables.map((table) => `public.${table}`)}::regclass[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
  `.execute(db);
  return [
    ...constraints.map((c) => ({
      name: c.name,
      table: c.table,
      kind: 'constraint' as const,
      order: c.type === 'f' ? 3 : 1,
      ddl: c.ddl,
    })),
    ...indexes.map((i) => ({ name: i.name, table: i.table, kind: 'index' as const, order: 2, ddl: i.ddl })),
  ];
}
