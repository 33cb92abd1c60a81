import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Db, ensureDatabaseExists, migrateToLatest } from '@ile/db';
import { seedDemoData } from '@ile/db/seed';
import { startReplicaPair } from '@ile/db/testing/replica-pair';
import { QUEUES } from '@ile/shared';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { waitFor } from '../../chaos/src/ports';
import { PrivateRedis } from '../../chaos/src/private-redis';
import { queueInspector } from '../../chaos/src/queue-inspector';
import { ServiceProcess } from '../../chaos/src/service-process';
import { DATA_HOST, HostNetwork, type SimulatedHost, SUBNET } from './network';
import { type ObjectStore, startObjectStore } from './object-store';
import { RoundRobinProxy } from './round-robin-proxy';

const API_PORT = 8080;
export const REDIS_PREFIX = '{ile}';

/** One api or worker host: its namespace, its process and its own, initially empty, folders. */
export interface AppHost {
  host: SimulatedHost;
  process: ServiceProcess;
  /** The host's address as the proxy reaches it (api hosts only). */
  url?: string;
  ready(): Promise<boolean>;
  /** Starts the host again with new empty folders: a replacement machine. */
  replace(): Promise<void>;
}

export interface Cluster {
  dir: string;
  apis: AppHost[];
  workers: AppHost[];
  proxy: RoundRobinProxy;
  /** Direct connection to the primary, for the proof's own checks. */
  db: Db;
  replicaUrl: string;
  redis: Redis;
  queue(name: string): Queue;
  objectStore: ObjectStore;
  close(): Promise<void>;
}

/**
 * The product as separate hosts on one machine: two api hosts and two worker hosts, each in its own network
 * namespace with its own empty MEDIA_DIR and PRIVATE_DIR, sharing only what the bridge reaches: a PostgreSQL
 * primary and its streaming replica, Redis and the object store. A round-robin proxy fronts the api hosts.
 */
export async function startCluster(log: (line: string) => void): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'ile-cluster-'));
  chmodSync(dir, 0o755);
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(dir, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse())
      await Promise.resolve(cleanup()).catch(() => undefined);
  };
  try {
    const network = HostNetwork.create();
    cleanups.push(() => network.remove());
    const pg = await startReplicaPair({ listen: [DATA_HOST], trust: [`${SUBNET}.0/24`] });
    cleanups.push(() => pg.destroy());
    const databaseAt = (host: string, port: number) => `postgres://postgres@${host}:${port}/ile`;
    const primaryUrl = databaseAt('127.0.0.1', pg.primaryPort);
    await ensureDatabaseExists(primaryUrl);
    const db = createDatabase(primaryUrl, {
      max: 6,
      applicationName: 'ile-cluster-proof',
      onIdleError: () => undefined,
    });
    cleanups.push(() => db.destroy());
    await migrateToLatest(db);
    const redis = await PrivateRedis.start(dir, [DATA_HOST]);
    cleanups.push(() => redis.stop());
    const objectStore = await startObjectStore(DATA_HOST);
    cleanups.push(() => objectStore.close());
    log(
      `data services on ${DATA_HOST}: PostgreSQL :${pg.primaryPort} (streaming replica :${pg.replicaPort}, ${pg.madeWith}), Redis :${redis.port}, ${objectStore.description}`,
    );

    const started = Date.now();
    await seedDemoData(db, { listings: 6, ...objectStore.storages });
    log(`migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const apiHosts = [network.addHost('api1'), network.addHost('api2')];
    const workerHosts = [network.addHost('worker1'), network.addHost('worker2')];
    const proxy = await RoundRobinProxy.start(
      apiHosts.map((host) => ({ name: host.name, host: host.address, port: API_PORT })),
    );
    cleanups.push(() => proxy.close());

    const common = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseAt(DATA_HOST, pg.primaryPort),
      DATABASE_READ_URL: databaseAt(DATA_HOST, pg.replicaPort),
      REDIS_URL: `redis://${DATA_HOST}:${redis.port}`,
      REDIS_PREFIX,
      PUBLIC_URL: proxy.url,
      ...objectStore.environment,
    };
    const jwtSecret = randomBytes(32).toString('base64url');
    let generation = 0;
    const appHost = (host: SimulatedHost, kind: 'api' | 'worker'): AppHost => {
      const env = (): NodeJS.ProcessEnv => {
        // Every start gets new empty folders: nothing a host kept locally survives it.
        generation += 1;
        const local = join(dir, 'hosts', `${host.name}-${generation}`);
        mkdirSync(join(local, 'media'), { recursive: true });
        mkdirSync(join(local, 'private'), { recursive: true });
        const folders = { MEDIA_DIR: join(local, 'media'), PRIVATE_DIR: join(local, 'private') };
        return kind === 'api'
          ? {
              ...common,
              ...folders,
              HOST: host.address,
              PORT: String(API_PORT),
              JWT_SECRET: jwtSecret,
              TRUST_PROXY: 'true',
            }
          : { ...common, ...folders, OUTBOX_POLL_MS: '100', WORKER_CONCURRENCY: '4' };
      };
      const entry = kind === 'api' ? 'services/api/src/server.ts' : 'services/worker/src/main.ts';
      const logFile = join(dir, `${host.name}.log`);
      let service = new ServiceProcess(host.name, entry, env(), logFile, host.wrap);
      const url = kind === 'api' ? `http://${host.address}:${API_PORT}` : undefined;
      const self: AppHost = {
        host,
        get process() {
          return service;
        },
        url,
        async ready() {
          if (!service.running) return false;
          if (url)
            return (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })).status === 200;
          return true;
        },
        async replace() {
          await service.stop();
          service = new ServiceProcess(host.name, entry, env(), logFile, host.wrap);
          service.start();
          await waitFor(`${host.name} ready again`, () => self.ready(), 90_000, 250);
        },
      };
      return self;
    };
    const apis = apiHosts.map((host) => appHost(host, 'api'));
    const workers = workerHosts.map((host) => appHost(host, 'worker'));
    cleanups.push(async () => {
      await Promise.all([...apis, ...workers].map((host) => host.process.stop()));
    });

    const inspector = queueInspector(redis.url, REDIS_PREFIX);
    const { queue, redis: redisClient } = inspector;
    cleanups.push(() => inspector.close());

    for (const host of [...apis, ...workers]) host.process.start();
    for (const host of apis) await waitFor(`${host.host.name} ready`, () => host.ready(), 60_000, 250);
    // Each worker host has its own BullMQ workers on the outbox queue once it has booted.
    await waitFor(
      'both worker hosts consuming',
      async () => (await queue(QUEUES.outbox).getWorkersCount()) >= workers.length,
      90_000,
      250,
    );
    log(
      `hosts up: ${[...apis, ...workers].map((h) => `${h.host.name} ${h.host.address}`).join(', ')}; proxy ${proxy.url}`,
    );
    return {
      dir,
      apis,
      workers,
      proxy,
      db,
      replicaUrl: databaseAt('127.0.0.1', pg.replicaPort),
      redis: redisClient,
      queue,
      objectStore,
      close,
    };
  } catch (error) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.log')))
      log(`${file}, last lines:\n${readFileSync(join(dir, file), 'utf8').split('\n').slice(-15).join('\n')}`);
    await close();
    throw error;
  }
}
