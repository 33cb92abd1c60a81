import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

/**
 * A redis-server of a test's own on a free port (the machine's shared Redis keeps its settings): with other
 * settings (`--maxmemory-policy allkeys-lru`), as a one-node Redis Cluster that owns every slot (so it
 * refuses commands and scripts that span slots, as a real cluster does), or as a Sentinel.
 */
export interface PrivateRedis {
  port: number;
  url: string;
  stop(): Promise<void>;
}

export interface PrivateRedisOptions {
  /** Extra `--name value` settings. */
  args?: string[];
  cluster?: boolean;
  /** Run as a Sentinel watching the master at 127.0.0.1:<port> under this name. */
  sentinelOf?: { port: number; name: string };
}

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

async function ready(url: string, cluster: boolean): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    if (!cluster) return (await client.ping()) === 'PONG';
    const info = (await client.call('CLUSTER', 'INFO')) as string;
    return info.includes('cluster_state:ok');
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export async function startPrivateRedis(options: PrivateRedisOptions = {}): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'ile-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let args: string[];
  if (options.sentinelOf) {
    // A Sentinel rewrites its configuration file, so it must have one of its own.
    const conf = join(dir, 'sentinel.conf');
    writeFileSync(
      conf,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor ${options.sentinelOf.name} 127.0.0.1 ${options.sentinelOf.port} 1`,
        `sentinel down-after-milliseconds ${options.sentinelOf.name} 1000`,
        '',
      ].join('\n'),
    );
    args = [conf, '--sentinel'];
  } else {
    // biome-ignore format: one setting per line
    args = [
      '--port', String(port), '--bind', '127.0.0.1', '--dir', dir,
      '--save', '', '--appendonly', 'no', '--daemonize', 'no',
      ...(options.cluster ? ['--cluster-enabled', 'yes', '--cluster-config-file', join(dir, 'nodes.conf')] : []),
    ];
  }
  const child: ChildProcess = spawn(REDIS_SERVER, [...args, ...(options.args ?? [])], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 15_000;
    let assigned = false;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`redis-server ${args.join(' ')} exited (${child.exitCode})`);
      if (options.cluster && !assigned && (await ready(url, false))) {
        const admin = new Redis(url);
        await admin.call('CLUSTER', 'ADDSLOTSRANGE', '0', '16383');
        admin.disconnect();
        assigned = true;
      }
      if (await ready(url, options.cluster === true)) return { port, url, stop };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on port ${port} did not become ready`);
  } catch (error) {
    await stop();
    throw error;
  }
}
