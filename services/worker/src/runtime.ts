import type { ProviderRegistry } from '@ile/api/modules/payments/providers/index';
import { createLocalStorage, type Db, type Storages } from '@ile/db';
import { type PhotoAddressPolicy, PUBLIC_ONLY } from '@ile/db/media/photo-address-policy';
import { warnIfEvicting } from '@ile/db/redis';
import type { QueueName } from '@ile/shared';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_MEDIA_DIR,
  DEFAULT_PRIVATE_DIR,
  DEFAULT_PUBLIC_URL,
  DEFAULT_RATES_REFRESH_EVERY_HOURS,
  defaultGeocoderUserAgent,
} from './config';
import { handlers as defaultHandlers } from './handlers';
import { createMailer } from './mail/mailer';
import { OutboxReconciler } from './outbox-reconciler';
import { OutboxRelay } from './outbox-relay';
import { createNominatimGeocoder } from './providers/geocoder';
import { createLiveRatesProvider } from './providers/rates-provider';
import { createRedisGate } from './providers/request-gate';
import { createRealtimeEmitter } from './realtime';
import { producerConnection, workerConnection } from './redis';
import { type AnyJobHandler, buildRegistry } from './registry';
import { type ScheduleOptions, startSchedules } from './schedules';

export interface WorkerRuntimeOptions {
  db: Db;
  redisUrl: string;
  prefix: string;
  log: Logger;
  handlers?: readonly AnyJobHandler[];
  outboxPollMs?: number;
  outboxBatchSize?: number;
  outboxEnqueueTimeoutMs?: number;
  /** How often delivered rows are checked against Redis for jobs it lost (outbox-reconciler.ts); default 15 s. */
  outboxReconcileEveryMs?: number;
  concurrency?: number;
  /** smtp:// or smtps:// URL; without one, mail is caught: recorded in the emails table, never sent. */
  smtpUrl?: string;
  /** The From of every email; default DEFAULT_MAIL_FROM. */
  mailFrom?: string;
  /** The origin users reach, for links in emails; default DEFAULT_PUBLIC_URL. */
  publicUrl?: string;
  /** Root of the private file storage (data exports, upload originals); default DEFAULT_PRIVATE_DIR, never the media folder. */
  privateDir?: string;
  /** Root of the public media storage (image variants, served at /media); default DEFAULT_MEDIA_DIR. */
  mediaDir?: string;
  /** The storages to use instead of the two folders above (createStorages: buckets when STORAGE_DRIVER=s3). */
  storages?: Storages;
  /** A currencylayer-style rates API (base URL, `live` is appended); unset: the table is left as it is. */
  ratesApiUrl?: string;
  ratesApiKey?: string;
  /** Give the rates provider this long to answer; default 10 s. */
  ratesTimeoutMs?: number;
  /** Default 6. */
  ratesRefreshEveryHours?: number;
  /** A Nominatim-compatible geocoder (base URL, `search` is appended); unset: region centroids only. */
  geocoderUrl?: string;
  geocoderUserAgent?: string;
  geocoderTimeoutMs?: number;
  /** At most one geocoder request per this many ms, across all workers sharing Redis; default 1000. */
  geocoderMinIntervalMs?: number;
  /** Where public media is fetched from (a CDN or the media bucket); default the api's `${publicUrl}/media`. */
  mediaPublicUrl?: string;
  /** Instant saved-search alerts matched within one window share an email; default 2 minutes. */
  alertWindowMs?: number;
  /** Where imported listings' photos may come from; default public addresses only. */
  importPhotoPolicy?: PhotoAddressPolicy;
  /** Repeatable jobs (rates refresh, image sweep) and the start-up rate check. */
  schedules?: ScheduleOptions;
  /** The payment providers held money moves through (paymentsConfigFromEnv in main.ts); unset: none. */
  payments?: ProviderRegistry;
}

export interface WorkerRuntime {
  relay: OutboxRelay;
  queues: Map<QueueName, Queue>;
  workers: Worker[];
  /** Settles once the repeatable jobs are scheduled and the start-up rate check has run (or failed). */
  scheduled: Promise<void>;
  /** Graceful: stop taking work, let jobs in flight finish, then close connections. */
  stop(): Promise<void>;
}

/** Instant alerts matched within two minutes share one email. */
export const DEFAULT_ALERT_WINDOW_MS = 120_000;

/** How long a job's lock lasts, and how often workers look for jobs whose worker died (see below). */
const JOB_LOCK_MS = 15_000;

/** Starts one BullMQ worker per queue that has handlers, the producers the relay needs, and the relay. */
export function startWorkerRuntime(options: WorkerRuntimeOptions): WorkerRuntime {
  const { db, log, prefix } = options;
  const registry = buildRegistry(options.handlers ?? defaultHandlers);
  const mailer = createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? DEFAULT_MAIL_FROM });
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const privateStorage =
    options.storages?.private ?? createLocalStorage(options.privateDir ?? DEFAULT_PRIVATE_DIR);
  const mediaStorage = options.storages?.media ?? createLocalStorage(options.mediaDir ?? DEFAULT_MEDIA_DIR);
  if (mailer.kind === 'catcher') log.info('no SMTP_URL: mail is caught in the emails table, not sent');
  const connections: Redis[] = [];
  const connect = (make: (url: string) => Redis) => {
    const connection = make(options.redisUrl);
    connection.on('error', (err) => log.warn({ err: err.message }, 'redis connection problem'));
    connections.push(connection);
    return connection;
  };

  const producer = connect(producerConnection);
  // Said once at start: a Redis that may evict keys can lose queued jobs (evictionPolicyWarning).
  void warnIfEvicting(producer, (warning) => log.warn(warning));
  const queues = new Map<QueueName, Queue>();
  // A producer for every queue: the registry holds a handler for every job, so every queue events route to.
  for (const queue of registry.keys()) queues.set(queue, new Queue(queue, { connection: producer, prefix }));
  const rates = options.ratesApiUrl
    ? createLiveRatesProvider({
        url: options.ratesApiUrl,
        accessKey: options.ratesApiKey,
        timeoutMs: options.ratesTimeoutMs,
      })
    : undefined;
  const geocoder = options.geocoderUrl
    ? createNominatimGeocoder({
        url: options.geocoderUrl,
        userAgent: options.geocoderUserAgent ?? defaultGeocoderUserAgent(publicUrl),
        timeoutMs: options.geocoderTimeoutMs,
        // Redis rather than a per-process limiter: every worker process together stays within the limit.
        // Slots 1.1 s apart, not 1 s: the gate spaces the moments requests leave, and a busy machine can
        // delay one by tens of milliseconds, so the provider could otherwise see two within its second.
        gate: createRedisGate(producer, `${prefix}:geocoder:gate`, options.geocoderMinIntervalMs ?? 1100),
      })
    : undefined;
  if (!rates) log.info('no RATES_API_URL: the exchange-rate table is left as it is');
  if (!geocoder) log.info('no GEOCODER_URL: listings are placed at their state or district centroid');
  const realtime = createRealtimeEmitter(producer, prefix);
  const mediaBase = (options.mediaPublicUrl ?? `${publicUrl}/media`).replace(/\/+$/, '');
  const context = {
    db,
    mailer,
    publicUrl,
    privateStorage,
    mediaStorage,
    queues,
    rates,
    geocoder,
    realtime,
    mediaUrl: (key: string) => `${mediaBase}/${key}`,
    alertWindowMs: options.alertWindowMs ?? DEFAULT_ALERT_WINDOW_MS,
    importPhotos: { policy: options.importPhotoPolicy ?? PUBLIC_ONLY },
    payments: options.payments,
  };

  const workers = [...registry].map(([queue, jobs]) => {
    const worker = new Worker(
      queue,
      async (job) => {
        const handler = jobs.get(job.name);
        if (!handler) throw new UnrecoverableError(`no handler for ${queue}/${job.name}`);
        let data: unknown;
        try {
          data = handler.parse(job.data);
        } catch (error) {
          // A malformed job, or an event its handler does not consume, will never succeed: fail it for good.
          if (error instanceof ZodError) throw new UnrecoverableError(`malformed job data: ${error.message}`);
          throw error;
        }
        const jobLog = log.child({ queue, job: job.name, jobId: job.id });
        return handler.handle(data, job, { ...context, log: jobLog });
      },
      {
        connection: connect(workerConnection),
        prefix,
        concurrency: options.concurrency ?? 4,
        // A killed worker's active jobs are handed to another after their lock runs out and a stalled check
        // sees it: with BullMQ's 30 s defaults that took 64-75 s in the chaos runs. Locks are renewed every
        // half lock while a job runs (sharp works off the event loop), so 15 s costs nothing for long jobs.
        lockDuration: JOB_LOCK_MS,
        stalledInterval: JOB_LOCK_MS,
      },
    );
    worker.on('failed', (job, err) => log.warn({ queue, jobId: job?.id, err: err.message }, 'job failed'));
    worker.on('error', (err) => log.warn({ queue, err: err.message }, 'worker error'));
    return worker;
  });

  const relay = new OutboxRelay({
    db,
    queues,
    log: log.child({ component: 'outbox-relay' }),
    pollMs: options.outboxPollMs ?? 250,
    batchSize: options.outboxBatchSize ?? 100,
    enqueueTimeoutMs: options.outboxEnqueueTimeoutMs,
  });
  relay.start();
  const reconciler = new OutboxReconciler({
    db,
    queues,
    log: log.child({ component: 'outbox-reconciler' }),
    everyMs: options.outboxReconcileEveryMs,
  });
  reconciler.start();

  const scheduled = startSchedules({
    db,
    queues,
    log,
    schedule: options.schedules ?? {},
    ratesEveryMs: (options.ratesRefreshEveryHours ?? DEFAULT_RATES_REFRESH_EVERY_HOURS) * 3600_000,
  }).catch((err) => log.warn({ err: (err as Error).message }, 'could not schedule repeatable jobs'));

  return {
    relay,
    queues,
    workers,
    scheduled,
    async stop() {
      // Scheduling waits for Redis; a worker stopped while Redis is away must not wait for it for ever.
      await settledWithin(scheduled, 2000);
      await reconciler.stop();
      await relay.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      mailer.close();
      for (const connection of connections) connection.disconnect();
    },
  };
}

async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
