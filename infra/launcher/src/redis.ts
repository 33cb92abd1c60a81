import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { connectRedis } from '@ile/db/redis';
import { LauncherError } from './launcher-error';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

export class RedisUnavailableError extends LauncherError {}

async function answers(url: string): Promise<boolean> {
  const client = connectRedis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function redisServerOnPath(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** REDIS_URL if set; else the local default if it answers; else a redis-server of our own; else a clear error. */
export async function resolveRedis(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<RunningRedis> {
  const configured = process.env.REDIS_URL;
  if (configured) {
    if (!(await answers(configured)))
      throw new RedisUnavailableError(`REDIS_URL=${configured} does not answer.`);
    return { url: configured, stop: async () => undefined };
  }
  const local = 'redis://127.0.0.1:6379';
  if (await answers(local)) return { url: local, stop: async () => undefined };
  if (!redisServerOnPath()) {
    throw new RedisUnavailableError(
      'Redis is needed and none answers on 127.0.0.1:6379. Install it (Debian/Ubuntu: `sudo apt-get install redis-server`, ' +
        'macOS: `brew install redis`) or set REDIS_URL to a running Redis.',
    );
  }
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  log(`starting redis-server on port ${port} (data in ${dir})`);
  // AOF everysec and noeviction: queues must not silently lose jobs under memory pressure.
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await answers(url)) {
      return {
        url,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new RedisUnavailableError(`redis-server did not start on port ${port}.`);
}
