import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, type Db, withDatabaseName } from '../database';
import { migrateToLatest } from '../migrator';

/** The machine's own PostgreSQL, which the tests use when TEST_DATABASE_URL is not set and it answers. */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
const TEMPLATE_LOCK = 7_316_001;

/** The template's name changes whenever a migration's text changes, so a stale template is never reused. */
function templateName(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsDir).filter((file) => !file.endsWith('.test.ts'));
  for (const file of files.sort()) hash.update(file).update(readFileSync(join(migrationsDir, file)));
  return `ile_tpl_${hash.digest('hex').slice(0, 12)}`;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let templateReady: Promise<string> | undefined;

/** Creates (once per machine and migration set) a migrated template database; safe across parallel processes. */
export function ensureTemplate(): Promise<string> {
  templateReady ??= withAdmin(async (admin) => {
    const name = templateName();
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_build_${process.pid}`;
        await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
        await admin.query(`CREATE DATABASE "${building}"`);
        const db = createDatabase(withDatabaseName(TEST_DATABASE_URL, building), { max: 1 });
        try {
          await migrateToLatest(db);
        } finally {
          await db.destroy();
        }
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
        await admin.query(`ALTER DATABASE "${name}" WITH is_template true`);
      }
      // Used now: another checkout on this machine with other migrations keeps its template while in use.
      await admin.query(`COMMENT ON DATABASE "${name}" IS '${new Date().toISOString()}'`);
      // Templates of other migration sets go once unused for a day (a comment that is no date counts as old).
      const stale = await admin.query<{ datname: string }>(
        `SELECT d.datname FROM pg_database d
         LEFT JOIN pg_shdescription c ON c.objoid = d.oid AND c.classoid = 'pg_database'::regclass
         WHERE d.datname LIKE 'ile\\_tpl\\_%' AND d.datname <> $1 AND d.datname NOT LIKE '%\\_build\\_%'
           AND CASE WHEN c.description ~ '^\\d{4}-' THEN c.description::timestamptz < now() - interval '1 day'
                    ELSE true END`,
        [name],
      );
      for (const { datname } of stale.rows) {
        await admin.query(`ALTER DATABASE "${datname}" WITH is_template false`).catch(() => undefined);
        await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return templateReady;
}

export interface TestDatabase {
  url: string;
  name: string;
  db: Db;
  destroy(): Promise<void>;
}

/** A fresh, migrated database of this test file's own, cloned from the template in a few milliseconds. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = await ensureTemplate();
  const name = `ile_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = withDatabaseName(TEST_DATABASE_URL, name);
  const db = createDatabase(url, { max: 5, applicationName: 'ile-test' });
  return {
    url,
    name,
    db,
    async destroy() {
      await db.destroy();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A Redis key prefix of this test file's own, so parallel files never see each other's keys or queues. */
export function testRedisPrefix(): string {
  return `ile-test-${process.pid}-${randomBytes(4).toString('hex')}`;
}
