import { createDatabase } from '@ile/db';
import { sql } from 'kysely';

export type RowCounts = Record<string, number>;

export interface RowCounter {
  /** The row count of every table, read in one statement. */
  read(): Promise<RowCounts>;
  close(): Promise<void>;
}

const STATEMENT = 'fuzz_row_counts';

/**
 * Reads every table's row count in one prepared statement on a connection of its own, so a refused request
 * can be checked for partial writes after each of ten thousand cases for a few milliseconds each.
 */
export async function rowCounter(databaseUrl: string): Promise<RowCounter> {
  // One connection: a prepared statement lives in its session.
  const db = createDatabase(databaseUrl, { max: 1, applicationName: 'ile-fuzz-counts' });
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const columns = tables.rows.map(
    ({ name }) => sql`(SELECT count(*)::int FROM ${sql.table(name)}) AS ${sql.ref(name)}`,
  );
  const prepare = sql`PREPARE ${sql.raw(STATEMENT)} AS SELECT ${sql.join(columns)}`;
  const execute = sql<RowCounts>`EXECUTE ${sql.raw(STATEMENT)}`;
  await prepare.execute(db);

  return {
    async read() {
      try {
        return (await execute.execute(db)).rows[0] ?? {};
      } catch (error) {
        // The pool replaced an idle connection: the new session has no prepared statement yet.
        if ((error as { code?: string }).code !== '26000') throw error;
        await prepare.execute(db);
        return (await execute.execute(db)).rows[0] ?? {};
      }
    },
    close: () => db.destroy(),
  };
}

/** The tables whose counts differ, as "table: before → after". */
export function countChanges(before: RowCounts, after: RowCounts): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}
