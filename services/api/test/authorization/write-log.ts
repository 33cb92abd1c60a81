import type { Db } from '@ile/db';
import { sql } from 'kysely';

/**
 * Row-level triggers on every table of this test's own database append to `matrix_writes`, so "a refused
 * call wrote nothing" is one cheap query instead of a snapshot of every table. The log is transactional:
 * a write rolled back with its refused request leaves nothing behind, as it should.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await sql`CREATE TABLE matrix_writes (id bigserial PRIMARY KEY, table_name text NOT NULL, op text NOT NULL)`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION matrix_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO public.matrix_writes (table_name, op) VALUES (TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    DO $$
    DECLARE t record;
    BEGIN
      FOR t IN
        SELECT schemaname, tablename FROM pg_tables
        WHERE schemaname IN ('public', 'sandbox') AND tablename <> 'matrix_writes'
      LOOP
        EXECUTE format(
          'CREATE TRIGGER matrix_log_write AFTER INSERT OR UPDATE OR DELETE ON %I.%I FOR EACH ROW EXECUTE FUNCTION public.matrix_log_write()',
          t.schemaname, t.tablename);
      END LOOP;
    END $$`.execute(db);
}

/** Where the log stands now. */
export async function writeMark(db: Db): Promise<number> {
  const { rows } = await sql<{ id: string | null }>`SELECT max(id) AS id FROM matrix_writes`.execute(db);
  return Number(rows[0]?.id ?? 0);
}

/** Tables written since `mark`, as "op table" strings. */
export async function writesSince(db: Db, mark: number): Promise<string[]> {
  const { rows } = await sql<{ table_name: string; op: string }>`
    SELECT table_name, op FROM matrix_writes WHERE id > ${mark} ORDER BY id`.execute(db);
  return [...new Set(rows.map((row) => `${row.op} ${row.table_name}`))];
}
