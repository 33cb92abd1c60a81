import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '@ile/db/testing/free-port';
import { type PhotoServer, startPhotoServer } from '@ile/db/testing/photo-server';
import { artifactsDir, repoRoot } from './paths';
import { descendantsOf, isAlive, signal, waitUntilGone } from './process-tree';
import {
  databaseUrl,
  deleteRedisKeys,
  dropDatabase,
  runNames,
  sweepLeftovers,
  TEST_REDIS_URL,
} from './stack-resources';
import { startTileStub, type TileStub } from './tile-stub';

export interface StackOptions {
  /** Listings the seed makes (the launcher's ILE_SEED_LISTINGS). */
  seedListings?: number;
  /** Where the launcher's and the builds' output goes (default e2e/artifacts/logs/<run id>.log). */
  logFile?: string;
  log?: (line: string) => void;
}

export interface RunningStack {
  baseUrl: string;
  redisPrefix: string;
  databaseName: string;
  /** The built site the api serves (a journey may deploy a "new build" by rewriting its build.json). */
  siteDist: string;
  /** The map's tile URL template: this run's local tile stub (support/tile-stub.ts), never a real server. */
  mapTilesUrl: string;
  /** This run's local photo server (bulk-import journeys link their CSV's photos to it). */
  photoServerUrl: string;
  logFile: string;
  /** The launcher's pid: its descendants are the product's processes (api, worker, ...). */
  launcherPid: number;
  stop(): Promise<void>;
}

function run(
  command: string,
  args: string[],
  logFd: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', logFd, logFd], env });
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The environment the launcher gets: this one minus test-runner and outside-service settings. */
function launcherEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITEST') || key.startsWith('TEST_')) continue;
    // Mail must be caught (journeys read it back) and no run may reach a real provider.
    if (['SMTP_URL', 'RATES_API_URL', 'GEOCODER_URL', 'PAYMENTS_PROVIDER'].includes(key)) continue;
    if (key.startsWith('PAYSTACK_') || key.startsWith('FLUTTERWAVE_')) continue;
    env[key] = value;
  }
  return { ...env, NODE_ENV: 'development', ...extra };
}

async function waitForReady(url: string, launcher: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (launcher.exitCode !== null || launcher.signalCode !== null)
      throw new Error(`the launcher exited (${launcher.exitCode ?? launcher.signalCode}) before ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s`);
}

const LOGS_KEPT_MS = 3 * 24 * 60 * 60 * 1000;

function pruneOldLogs(dir: string): void {
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir)) {
    const path = join(dir, file);
    if (Date.now() - statSync(path).mtimeMs > LOGS_KEPT_MS) rmSync(path, { force: true });
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Builds the site and console fresh and starts the whole product through the launcher (as `npm start`
 * does) on a database, Redis prefix, media folders and port of this run's own. `stop()` ends every
 * process it started and removes the database, keys and folders.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => process.stdout.write(`[e2e] ${line}\n`));
  const names = runNames();
  // One log per run: several runs (people, helpers, the benchmark) may share a checkout.
  pruneOldLogs(join(artifactsDir, 'logs'));
  const logFile = options.logFile ?? join(artifactsDir, 'logs', `${names.id}.log`);
  mkdirSync(dirname(logFile), { recursive: true });
  const logFd = openSync(logFile, 'w');
  const temp = mkdtempSync(join(tmpdir(), `ile-e2e-${names.id}-`));
  let launcher: ChildProcess | undefined;
  let tiles: TileStub | undefined;
  let photos: PhotoServer | undefined;
  let known: number[] = [];

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= stopEverything();
    return stopping;
  };
  const stopEverything = async () => {
    if (launcher?.pid) {
      known = [...new Set([...known, ...descendantsOf(launcher.pid)])];
      if (isAlive(launcher.pid)) {
        // SIGTERM lets the launcher stop its services gracefully (it gives them 15 s).
        signal(launcher.pid, 'SIGTERM');
        if ((await waitUntilGone([launcher.pid], 30_000)).length > 0) signal(launcher.pid, 'SIGKILL');
      }
      for (const pid of await waitUntilGone(known, 5_000)) signal(pid, 'SIGKILL');
      await waitUntilGone([launcher.pid, ...known], 5_000);
    }
    process.off('exit', killOnExit);
    await dropDatabase(names.database).catch((e) => log(`could not drop ${names.database}: ${e}`));
    await deleteRedisKeys(names.redisPrefix).catch((e) => log(`could not clear Redis keys: ${e}`));
    await tiles?.stop();
    await photos?.close();
    rmSync(temp, { recursive: true, force: true });
    closeSync(logFd);
  };
  // Last resort when the runner exits without its teardown (an interrupted run): no orphan survives it.
  const killOnExit = () => {
    for (const pid of [launcher?.pid, ...known]) if (pid) signal(pid, 'SIGKILL');
  };
  process.on('exit', killOnExit);

  try {
    await sweepLeftovers(log);
    const dist = { site: join(temp, 'site'), admin: join(temp, 'admin') };
    // VITE_ variables are read when the site is built; the api reads the same one for its CSP.
    tiles = await startTileStub();
    const mapTiles = { VITE_MAP_TILES_URL: tiles.urlTemplate };
    photos = await startPhotoServer();
    log('building the site and the console');
    for (const [app, outDir] of [
      ['@ile/site', dist.site],
      ['@ile/admin', dist.admin],
    ] as const)
      await run('npm', ['run', 'build', '-w', app, '--', '--outDir', outDir, '--emptyOutDir'], logFd, {
        ...process.env,
        ...mapTiles,
      });

    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    log(`starting the product on ${baseUrl} (database ${names.database}, log ${logFile})`);
    launcher = spawn(process.execPath, ['--import', 'tsx', 'infra/launcher/src/start.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', logFd, logFd],
      detached: true,
      env: launcherEnv({
        DATABASE_URL: databaseUrl(names.database),
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: names.redisPrefix,
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        MEDIA_DIR: join(temp, 'media'),
        PRIVATE_DIR: join(temp, 'private'),
        SITE_DIST: dist.site,
        ADMIN_DIST: dist.admin,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ILE_SEED_LISTINGS: String(options.seedListings ?? 60),
        // Instant saved-search alerts are emailed at the end of a 3 s window, not 2 minutes.
        ALERT_WINDOW_SECONDS: '3',
        // Test-only: the worker may fetch imported listings' photos from this run's photo server on 127.0.0.1.
        IMPORT_PHOTO_ALLOW_HOSTS: photos.hostPort,
        ...mapTiles,
      }),
    });
    await waitForReady(`${baseUrl}/readyz`, launcher, 600_000);
    known = descendantsOf(launcher.pid as number);
    return {
      baseUrl,
      redisPrefix: names.redisPrefix,
      databaseName: names.database,
      siteDist: dist.site,
      mapTilesUrl: tiles.urlTemplate,
      photoServerUrl: photos.url('/'),
      logFile,
      launcherPid: launcher.pid as number,
      stop,
    };
  } catch (error) {
    const detail = tail(logFile);
    await stop();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- ${logFile} ---\n${detail}`,
    );
  }
}
