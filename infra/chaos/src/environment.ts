import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, createLocalStorage, type Db, ensureDatabaseExists, migrateToLatest } from '@ile/db';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { seedDemoData } from '@ile/db/seed';
import { outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { FaultProxy } from './fault-proxy';
import { freePort, waitFor } from './ports';
import { PrivatePostgres } from './private-postgres';
import { PrivateRedis } from './private-redis';
import { queueInspector } from './queue-inspector';
import { ServiceProcess } from './service-process';

export const REDIS_PREFIX = 'chaos';
/** Signs the sandbox provider's webhooks; the payment experiment signs its own with it. */
export const SANDBOX_PAYMENTS_SECRET = 'chaos-sandbox-payments-secret';

/**
 * The whole product on infrastructure the experiments own: a private PostgreSQL and Redis in a temporary
 * folder, the api and the worker as separate processes, each reaching both stores through its own fault
 * proxy, so a fault can hit one process's link or the store itself.
 */
export interface Environment {
  dir: string;
  pg: PrivatePostgres;
  redis: PrivateRedis;
  proxies: { apiPg: FaultProxy; apiRedis: FaultProxy; workerPg: FaultProxy; workerRedis: FaultProxy };
  api: ServiceProcess;
  worker: ServiceProcess;
  apiUrl: string;
  /** Direct connections (no proxy) for the experiments' own checks. */
  db: Db;
  redisClient: Redis;
  apiReady(): Promise<boolean>;
  /** True once a ping event has gone outbox → relay → queue → handler. */
  workerReady(): Promise<boolean>;
  queue(name: string): Queue;
  close(): Promise<void>;
}

export async function startEnvironment(log: (line: string) => void): Promise<Environment> {
  const dir = mkdtempSync(join(tmpdir(), 'ile-chaos-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must reach its folder.
  chmodSync(dir, 0o755);
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(dir, { recursive: true, force: true })];
  try {
    log(`private PostgreSQL and Redis in ${dir}`);
    const pg = await PrivatePostgres.start(dir);
    cleanups.push(() => pg.shutdown());
    const redis = await PrivateRedis.start(dir);
    cleanups.push(() => redis.stop());
    const proxies = {
      apiPg: await FaultProxy.start(pg.port, 'api→postgres'),
      apiRedis: await FaultProxy.start(redis.port, 'api→redis'),
      workerPg: await FaultProxy.start(pg.port, 'worker→postgres'),
      workerRedis: await FaultProxy.start(redis.port, 'worker→redis'),
    };
    for (const proxy of Object.values(proxies)) cleanups.push(() => proxy.close());

    const mediaDir = join(dir, 'media');
    const privateDir = join(dir, 'private');
    mkdirSync(mediaDir, { recursive: true });
    mkdirSync(privateDir, { recursive: true });
    await ensureDatabaseExists(pg.url);
    const db = createDatabase(pg.url, { max: 6, applicationName: 'ile-chaos', onIdleError: () => undefined });
    cleanups.push(() => db.destroy());
    await migrateToLatest(db);
    const started = Date.now();
    await seedDemoData(db, {
      listings: 6,
      storage: createLocalStorage(mediaDir),
      privateStorage: createLocalStorage(privateDir),
    });
    log(`migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const common = {
      NODE_ENV: 'development',
      REDIS_PREFIX,
      MEDIA_DIR: mediaDir,
      PRIVATE_DIR: privateDir,
      PUBLIC_URL: apiUrl,
      LOG_LEVEL: 'warn',
    };
    const api = new ServiceProcess(
      'api',
      'services/api/src/server.ts',
      {
        ...common,
        DATABASE_URL: proxies.apiPg.url(pg.url),
        REDIS_URL: proxies.apiRedis.url(redis.url),
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: randomBytes(32).toString('base64url'),
        // Every simulated visitor sends its own X-Forwarded-For, so per-IP limits see many visitors.
        TRUST_PROXY: 'true',
        SANDBOX_PAYMENTS_SECRET,
      },
      join(dir, 'api.log'),
    );
    const worker = new ServiceProcess(
      'worker',
      'services/worker/src/main.ts',
      {
        ...common,
        DATABASE_URL: proxies.workerPg.url(pg.url),
        REDIS_URL: proxies.workerRedis.url(redis.url),
        OUTBOX_POLL_MS: '100',
        WORKER_CONCURRENCY: '4',
        // The worker pays held money out through the same sandbox, whose webhooks the api checks.
        SANDBOX_PAYMENTS_SECRET,
      },
      join(dir, 'worker.log'),
    );
    const inspector = queueInspector(redis.url, REDIS_PREFIX);
    const { queue, redis: redisClient } = inspector;
    cleanups.push(() => inspector.close());
    cleanups.push(() => api.stop());
    cleanups.push(() => worker.stop());

    const env: Environment = {
      dir,
      pg,
      redis,
      proxies,
      api,
      worker,
      apiUrl,
      db,
      redisClient,
      queue,
      async apiReady() {
        const res = await fetch(`${apiUrl}/readyz`, { signal: AbortSignal.timeout(3000) });
        return res.status === 200;
      },
      async workerReady() {
        const id = await appendOutboxEvent(db, outboxEvent('system.ping', { note: 'chaos readiness' }));
        const job = outboxJobId(String(id));
        const deadline = Date.now() + 5000;
        while (Date.now() < deadline) {
          const state = await queue(QUEUES.outbox)
            .getJobState(job)
            .catch(() => 'unknown');
          if (state === 'completed') return true;
          await new Promise((r) => setTimeout(r, 100));
        }
        return false;
      },
      async close() {
        for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
      },
    };
    api.start();
    worker.start();
    await waitFor('api ready', env.apiReady, 90_000, 250);
    await waitFor('worker ready', env.workerReady, 90_000, 250);
    return env;
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    throw error;
  }
}
