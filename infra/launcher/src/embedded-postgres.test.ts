import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { createDatabase, ensureDatabaseExists } from '@ile/db';
import { freePort } from '@ile/db/testing/free-port';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedBinDir, startEmbeddedPostgres } from './embedded-postgres';
import { LauncherError } from './launcher-error';

const isRoot = userInfo().uid === 0;
if (!isRoot)
  console.info(
    'skipping the root launcher tests: they start PostgreSQL as the postgres user, which only root can do',
  );

async function currentUserAndTables(url: string): Promise<{ user: string; tables: string[] }> {
  await ensureDatabaseExists(url);
  const db = createDatabase(url, { max: 1, applicationName: 'launcher-test' });
  try {
    await sql`CREATE TABLE IF NOT EXISTS kept (n int)`.execute(db);
    const user = await sql<{ user: string }>`SELECT current_user AS user`.execute(db);
    const tables = await sql<{
      name: string;
    }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(db);
    return { user: user.rows[0].user, tables: tables.rows.map((row) => row.name) };
  } finally {
    await db.destroy();
  }
}

// A checkout under a 0700 folder, as a clone in /root or `mktemp -d` is: the postgres user cannot enter it,
// neither its .data nor its node_modules (so the binaries are copied too).
describe.skipIf(!isRoot)('the embedded PostgreSQL, started by root from a private folder', () => {
  let privateRoot: string;
  let checkoutRoot: string;
  let relocationBase: string;
  let binDir: string;
  const logs: string[] = [];

  beforeAll(async () => {
    privateRoot = mkdtempSync(join(tmpdir(), 'ile-private-'));
    expect(statSync(privateRoot).mode & 0o777).toBe(0o700);
    checkoutRoot = join(privateRoot, 'ile');
    const nativeCopy = join(checkoutRoot, 'node_modules', 'native');
    mkdirSync(join(checkoutRoot, 'node_modules'), { recursive: true });
    const copied = spawnSync('cp', ['-a', join(await embeddedBinDir(), '..'), nativeCopy]);
    expect(copied.status).toBe(0);
    writeFileSync(join(checkoutRoot, 'node_modules', 'package.json'), JSON.stringify({ version: 'test-1' }));
    binDir = join(nativeCopy, 'bin');
    relocationBase = mkdtempSync(join(tmpdir(), 'ile-pg-homes-'));
    chmodSync(relocationBase, 0o755);
  }, 60_000);

  afterAll(() => {
    rmSync(privateRoot, { recursive: true, force: true });
    rmSync(relocationBase, { recursive: true, force: true });
  });

  const start = async (root = checkoutRoot) =>
    startEmbeddedPostgres({
      checkoutRoot: root,
      dataDir: join(root, '.data'),
      port: await freePort(),
      log: (line) => logs.push(line),
      relocationBase,
      binDir,
    });

  it('keeps the cluster in a postgres-owned 0700 folder of this checkout and serves it', async () => {
    const pg = await start();
    try {
      expect(pg.databaseDir.startsWith(relocationBase)).toBe(true);
      const stat = statSync(pg.databaseDir);
      expect(stat.mode & 0o777).toBe(0o700);
      expect(stat.uid).toBe(Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()));
      expect(readFileSync(join(pg.databaseDir, '..', 'checkout'), 'utf8').trim()).toBe(checkoutRoot);
      expect(await currentUserAndTables(pg.url)).toEqual({ user: 'postgres', tables: ['kept'] });
      expect(logs.some((line) => line.includes('cannot reach this checkout'))).toBe(true);
    } finally {
      await pg.stop();
    }
  }, 120_000);

  it('finds the same cluster again on the next start of the same checkout', async () => {
    const pg = await start();
    try {
      expect((await currentUserAndTables(pg.url)).tables).toEqual(['kept']);
      expect(logs.filter((line) => line.startsWith('initialising')).length).toBe(1);
    } finally {
      await pg.stop();
    }
  }, 120_000);

  it('refuses a folder that another checkout owns, with one sentence and no process started', async () => {
    const first = await start();
    const home = join(first.databaseDir, '..');
    await first.stop();
    writeFileSync(join(home, 'checkout'), '/somewhere/else/ile\n');
    try {
      await expect(start()).rejects.toThrow(LauncherError);
      await expect(start()).rejects.toThrow(
        /holds the database of another checkout \(\/somewhere\/else\/ile\)/,
      );
    } finally {
      writeFileSync(join(home, 'checkout'), `${checkoutRoot}\n`);
    }
  }, 120_000);

  it('stops before spawning anything, naming the fix, when no reachable folder can be made', async () => {
    // A file where the folder should go: nothing can be made under it.
    const blocker = join(relocationBase, 'not-a-folder');
    writeFileSync(blocker, '');
    const error = await startEmbeddedPostgres({
      checkoutRoot,
      dataDir: join(checkoutRoot, '.data'),
      port: await freePort(),
      log: () => undefined,
      relocationBase: join(blocker, 'homes'),
      binDir,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LauncherError);
    expect((error as Error).message).toMatch(/set DATABASE_URL/);
    expect((error as Error).message.split('\n')).toHaveLength(1);
  });
});
