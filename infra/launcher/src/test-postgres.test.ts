import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@ile/db/testing/free-port';
import { TEST_DATABASE_URL } from '@ile/db/testing/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, resolveTestPostgres } from './test-postgres';

// The test command's choice of PostgreSQL (with-test-postgres.ts runs `npm run test:unit` and `test:e2e`
// through it). The last case is the machine with no PostgreSQL server at all: Node, Redis and Chromium only.
describe('the PostgreSQL the tests use', () => {
  let root: string;
  const logs: string[] = [];

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ile-test-pg-'));
    // Root runs PostgreSQL as the postgres user, who must be able to enter the data folder.
    chmodSync(root, 0o755);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const options = (env: NodeJS.ProcessEnv, probeUrl?: string) => ({
    env,
    checkoutRoot: root,
    dataDir: join(root, '.data'),
    log: (line: string) => logs.push(line),
    probeUrl,
    relocationBase: join(root, 'homes'),
  });

  it('takes TEST_DATABASE_URL as given, without connecting', async () => {
    const chosen = await resolveTestPostgres(
      options({ TEST_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x' }),
    );
    expect(chosen).toMatchObject({ url: 'postgres://nobody@127.0.0.1:1/x', source: 'TEST_DATABASE_URL' });
  });

  it("takes the machine's own server when it answers", async () => {
    const chosen = await resolveTestPostgres(options({}, TEST_DATABASE_URL));
    expect(chosen).toMatchObject({ url: TEST_DATABASE_URL, source: 'machine' });
  });

  it('starts an embedded PostgreSQL of its own when nothing answers, and stops it after', async () => {
    const closed = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    expect(await answers(closed)).toBe(false);
    const port = await freePort();
    const chosen = await resolveTestPostgres(options({ ILE_TEST_PG_PORT: String(port) }, closed));
    try {
      expect(chosen.source).toBe('embedded');
      expect(chosen.url).toBe(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
      expect(logs.some((line) => line.includes('test-postgres'))).toBe(true);
      // What the tests do with it: make and drop databases of their own, with fsync off.
      const admin = new pg.Client({ connectionString: chosen.url });
      await admin.connect();
      try {
        await admin.query('CREATE DATABASE made_by_a_test');
        const fsync = await admin.query<{ fsync: string }>('SHOW fsync');
        expect(fsync.rows[0].fsync).toBe('off');
        await admin.query('DROP DATABASE made_by_a_test');
      } finally {
        await admin.end();
      }
    } finally {
      await chosen.stop();
    }
    expect(await answers(chosen.url)).toBe(false);
  }, 120_000);
});
