import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort, waitFor } from './ports';

/**
 * A redis-server of the experiment's own, configured as docker-compose.yml and the README recommend for
 * production (AOF fsynced every second, no eviction), so it can be shut down or killed without touching
 * the machine's shared Redis.
 */
export class PrivateRedis {
  private child: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly bind: readonly string[],
  ) {}

  /** `listen`: addresses besides loopback to accept clients on (the cluster proof's bridge). */
  static async start(baseDir: string, listen: readonly string[] = []): Promise<PrivateRedis> {
    const dir = join(baseDir, 'redis');
    mkdirSync(dir, { recursive: true });
    const redis = new PrivateRedis(await freePort(), dir, ['127.0.0.1', ...listen]);
    await redis.boot();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts (or restarts) the server on the same port and directory, so it replays its own AOF. */
  async boot(): Promise<void> {
    // biome-ignore format: one flag per line reads as the configuration it is
    const args = [
      '--port', String(this.port), '--bind', ...this.bind, '--dir', this.dir, '--protected-mode', 'no',
      '--appendonly', 'yes', '--appendfsync', 'everysec',
      '--maxmemory', '256mb', '--maxmemory-policy', 'noeviction',
      '--save', '', '--daemonize', 'no', '--logfile', join(this.dir, 'redis.log'),
    ];
    this.child = spawn('/usr/bin/redis-server', args, { stdio: 'ignore' });
    await waitFor('private redis answers PING', () => this.ping(), 15_000);
  }

  async ping(): Promise<boolean> {
    const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } finally {
      client.disconnect();
    }
  }

  /** SHUTDOWN: Redis fsyncs the AOF and exits; nothing acknowledged is lost. */
  async shutdown(): Promise<void> {
    const child = this.child;
    const exited = new Promise<void>((resolve) => child?.once('exit', () => resolve()));
    const client = new Redis(this.url, { maxRetriesPerRequest: 0 });
    client.on('error', () => undefined);
    await client.shutdown().catch(() => undefined);
    client.disconnect();
    await exited;
  }

  /** SIGKILL: up to a second of acknowledged writes may be missing from the AOF (appendfsync everysec). */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill9();
  }
}
