import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  createDatabase,
  createStorages,
  ensureDatabaseExists,
  migrateToLatest,
  storageConfigFromEnv,
} from '@ile/db';
import { DEMO_ACCOUNTS, seedDemoData } from '@ile/db/seed';
import { buildMissingApps } from './build';
import { type RunningPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { LauncherError } from './launcher-error';
import { dataDir, repoRoot } from './paths';
import { type Service, startService, stopServices } from './processes';
import { type RunningRedis, resolveRedis } from './redis';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8080);
// Resolved once, so the seed writes pictures and application uploads where the api and worker read them.
const mediaDir = resolve(repoRoot, process.env.MEDIA_DIR || join(dataDir, 'media'));
const privateDir = resolve(repoRoot, process.env.PRIVATE_DIR || join(dataDir, 'private'));
const log = (line: string) => process.stdout.write(`\x1b[1m[ile]\x1b[0m ${line}\n`);

/** A JWT secret of this checkout's own, kept across restarts so sessions survive them. */
function localJwtSecret(): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** ILE_SEED_LISTINGS: how many listings a first run seeds (end-to-end runs want a quick, small seed). */
function seedListings(): number {
  const raw = process.env.ILE_SEED_LISTINGS;
  if (raw === undefined || raw === '') return 1000;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`ILE_SEED_LISTINGS must be a whole number, got "${raw}"`);
  return count;
}

async function prepareDatabase(url: string): Promise<void> {
  await ensureDatabaseExists(url);
  const db = createDatabase(url, { max: 2, applicationName: 'ile-launcher' });
  try {
    const result = await migrateToLatest(db);
    const ran = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
    if (ran.length > 0) log(`migrated: ${ran.join(', ')}`);
    const users = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(users.n) === 0) {
      const listings = seedListings();
      log(`first run: seeding demo data with ${listings} listings`);
      const started = Date.now();
      // The folders the api and worker are given, or the buckets STORAGE_DRIVER=s3 names.
      const storages = createStorages(
        storageConfigFromEnv({ ...process.env, MEDIA_DIR: mediaDir, PRIVATE_DIR: privateDir }),
      );
      await seedDemoData(db, { listings, log, storage: storages.media, privateStorage: storages.private });
      log(`demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await db.destroy();
  }
}

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s`);
}

function printWelcome(): void {
  const base = `http://localhost:${port}`;
  const lines = [
    '',
    `  Ile is running${dev ? ' (development, with reload)' : ''}`,
    '',
    `  site     ${dev ? 'http://localhost:5173' : `${base}/`}`,
    `  console  ${dev ? 'http://localhost:5174/admin/' : `${base}/admin`}`,
    `  api      ${base}/api/docs`,
    `  ready    ${base}/readyz`,
    '',
    '  demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)} ${a.email.padEnd(22)} ${a.password}`),
    '',
    '  Ctrl-C stops everything.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const cleanups: Array<() => Promise<void>> = [];
  const services: Service[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await stopServices(services);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      const pgPort = Number(process.env.ILE_EMBEDDED_PG_PORT ?? 54329);
      const pg: RunningPostgres = await startEmbeddedPostgres({
        checkoutRoot: repoRoot,
        dataDir,
        port: pgPort,
        log,
        relocationBase: process.env.ILE_POSTGRES_HOME_BASE || undefined,
      });
      cleanups.push(pg.stop);
      databaseUrl = pg.url;
      log(`embedded PostgreSQL on 127.0.0.1:${pgPort} (set DATABASE_URL to use another)`);
    }
    const redis: RunningRedis = await resolveRedis(dataDir, Number(process.env.ILE_REDIS_PORT ?? 6390), log);
    cleanups.push(redis.stop);
    log(`Redis at ${redis.url}`);

    if (!dev) buildMissingApps(log);
    await prepareDatabase(databaseUrl);

    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      PORT: String(port),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      MEDIA_DIR: mediaDir,
      PRIVATE_DIR: privateDir,
      JWT_SECRET: localJwtSecret(),
    };
    const tsx = dev ? ['--import', 'tsx', '--watch'] : ['--import', 'tsx'];
    services.push(startService('api', process.execPath, [...tsx, 'services/api/src/server.ts'], env));
    services.push(startService('worker', process.execPath, [...tsx, 'services/worker/src/main.ts'], env));
    if (dev) {
      services.push(startService('site', 'npm', ['run', 'dev', '-w', '@ile/site'], {}));
      services.push(startService('admin', 'npm', ['run', 'dev', '-w', '@ile/admin'], {}));
    }
    for (const service of services) {
      service.child.once('exit', (code) => {
        if (!stopping) {
          log(`${service.name} exited (code ${code}); stopping the rest`);
          void stop(code ?? 1);
        }
      });
    }
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, 60_000);
    printWelcome();
  } catch (error) {
    if (error instanceof LauncherError) log(error.message);
    else log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await stop(1);
  }
}

process.chdir(repoRoot);
void main();
