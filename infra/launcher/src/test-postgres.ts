import { DEFAULT_TEST_DATABASE_URL } from '@ile/db/testing/test-database';
import pg from 'pg';
import { type RunningPostgres, startEmbeddedPostgres } from './embedded-postgres';

// Which PostgreSQL the tests use. TEST_DATABASE_URL when set; otherwise the machine's own server on
// 127.0.0.1:5432 when it answers; otherwise the launcher's embedded PostgreSQL, in a cluster of its own
// (`.data/test-postgres`, never the `npm start` one), so a machine with only Node, Redis and Chromium can run
// `npm test`.

export interface TestPostgres {
  url: string;
  /** Where the URL came from, for the one line the test command prints. */
  source: 'TEST_DATABASE_URL' | 'machine' | 'embedded';
  stop(): Promise<void>;
}

export interface TestPostgresOptions {
  env: NodeJS.ProcessEnv;
  checkoutRoot: string;
  dataDir: string;
  log: (line: string) => void;
  /** The machine's server the tests try first. */
  probeUrl?: string;
  relocationBase?: string;
}

/** The embedded test cluster's port unless ILE_TEST_PG_PORT says otherwise (npm start's is 54329). */
export const DEFAULT_TEST_PG_PORT = 54339;

// Throwaway data: the tests create and drop hundreds of databases, and durability would only slow them down.
const THROWAWAY_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '200',
};

/** Whether a PostgreSQL answers `SELECT 1` at `url` within two seconds. */
export async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  // A refused connection also emits 'error' on the client; without a listener that would crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const nothingToStop = async () => undefined;

export async function resolveTestPostgres(options: TestPostgresOptions): Promise<TestPostgres> {
  const given = options.env.TEST_DATABASE_URL;
  if (given) return { url: given, source: 'TEST_DATABASE_URL', stop: nothingToStop };
  const probeUrl = options.probeUrl ?? DEFAULT_TEST_DATABASE_URL;
  if (await answers(probeUrl)) return { url: probeUrl, source: 'machine', stop: nothingToStop };

  const port = Number(options.env.ILE_TEST_PG_PORT ?? DEFAULT_TEST_PG_PORT);
  const embeddedUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  // A test cluster left running by a run that was killed: use it rather than fail on its lock file.
  if (await answers(embeddedUrl)) return { url: embeddedUrl, source: 'embedded', stop: nothingToStop };
  const running: RunningPostgres = await startEmbeddedPostgres({
    checkoutRoot: options.checkoutRoot,
    dataDir: options.dataDir,
    port,
    log: options.log,
    relocationBase: options.relocationBase,
    cluster: 'test-postgres',
    settings: THROWAWAY_SETTINGS,
    database: 'postgres',
  });
  return { url: running.url, source: 'embedded', stop: running.stop };
}
