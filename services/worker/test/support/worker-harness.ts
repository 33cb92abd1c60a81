import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStorage, type Db, type Storage, type Storages } from '@ile/db';
import { connectRedis } from '@ile/db/redis';
import { appendOutboxEvent, countUndeliveredOutboxEvents } from '@ile/db/repositories/outbox.repository';
import { startTestSmtpServer, type TestSmtpServer } from '@ile/db/testing/smtp-server';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  type TestDatabase,
  testRedisPrefix,
} from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import { type OutboxEventDraft, outboxJobId, type QueueName } from '@ile/shared';
import { type Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createMailCatcher } from '../../src/mail/mailer';
import { createRealtimeEmitter } from '../../src/realtime';
import type { HandlerContext } from '../../src/registry';
import {
  DEFAULT_ALERT_WINDOW_MS,
  startWorkerRuntime,
  type WorkerRuntime,
  type WorkerRuntimeOptions,
} from '../../src/runtime';

export const testLog = pino({ level: 'silent' });
/** The origin links in test emails start with. */
export const TEST_PUBLIC_URL = 'http://ile.example:8080';
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WorkerHarnessOptions {
  /** The queue the tests look at; emptied (obliterated) when they finish. */
  queue: QueueName;
  /** Start an SMTP server that records every message; the worker sends its mail there. */
  smtp?: boolean;
  /** Storage folders of the worker's own, in a fresh temporary folder each, removed afterwards. */
  dirs?: readonly ('private' | 'media')[];
  /** `each` (default): a fresh database and Redis prefix per test; `all`: one for the whole file. */
  scope?: 'each' | 'all';
  /**
   * The worker's storages instead of folders (e.g. `createStorages(s3.storageConfig())` over a test S3
   * server), made when first asked for after set-up; `dirs` are then not needed.
   */
  storages?: () => Storages;
  /** Options every `start` passes the runtime (providers, schedules), read when it starts. */
  runtime?: () => Partial<WorkerRuntimeOptions>;
}

/**
 * A worker test's surroundings on the real stack: a database of its own, a Redis prefix of its own, the
 * queue under test, and as asked an SMTP server and storage folders. Call it in a `describe`: it registers
 * the hooks that set these up and tear them down (stopping a worker `start` left running).
 */
export interface WorkerHarness {
  readonly database: TestDatabase;
  readonly db: Db;
  readonly prefix: string;
  readonly queue: Queue;
  readonly smtp: TestSmtpServer;
  readonly privateDir: string;
  readonly mediaDir: string;
  /** The private and the media storage, as the worker sees them (the folders, or `storages`). */
  readonly privateStorage: Storage;
  readonly mediaStorage: Storage;
  readonly runtime: WorkerRuntime | undefined;
  /** Starts the worker against the harness (outbox polled every 20 ms); `options` override the defaults. */
  start(options?: Partial<WorkerRuntimeOptions>): WorkerRuntime;
  /** Stops the worker `start` started (gracefully: jobs in flight finish); teardown then has none to stop. */
  stop(): Promise<void>;
  /** Writes an outbox row; answers its id, as job data carries it. */
  emit(event: OutboxEventDraft): Promise<string>;
  /** The job `jobId` once it has finished, or with `orFailedOnce` once it has at least run and failed. */
  job(jobId: string, options?: { orFailedOnce?: boolean; timeoutMs?: number }): Promise<Job>;
  /** An outbox row's job once it has run: completed, or failed at least once. */
  ranJob(eventId: string): Promise<Job>;
  /** An outbox row's job once it has finished. */
  finishedJob(eventId: string): Promise<Job>;
  /** As if the relay crashed before marking the row delivered: sends it again and waits until it is. */
  redeliver(eventId: string): Promise<void>;
  /** What a handler is given, for calling one directly: mail is caught, storage is the harness's. */
  handlerContext(overrides?: Partial<HandlerContext>): HandlerContext;
}

export function useWorkerHarness(options: WorkerHarnessOptions): WorkerHarness {
  let database: TestDatabase | undefined;
  let prefix = '';
  let queue: Queue | undefined;
  let smtp: TestSmtpServer | undefined;
  const dirs: Partial<Record<'private' | 'media', string>> = {};
  let runtime: WorkerRuntime | undefined;
  let storages: Storages | undefined;
  let emitterConnection: Redis | undefined;
  const emitter = (): Redis => {
    emitterConnection ??= connectRedis(TEST_REDIS_URL);
    return emitterConnection;
  };
  const madeStorages = (): Storages | undefined => {
    if (!options.storages) return undefined;
    storages ??= options.storages();
    return storages;
  };
  const wanted = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the worker harness has no ${what} (see its options)`);
    return value;
  };

  const setUp = async () => {
    database = await createTestDatabase();
    prefix = testRedisPrefix();
    queue = new Queue(options.queue, { connection: { url: TEST_REDIS_URL }, prefix });
    if (options.smtp) smtp = await startTestSmtpServer();
    for (const kind of options.dirs ?? []) dirs[kind] = await mkdtemp(join(tmpdir(), `ile-${kind}-`));
  };
  const stop = async () => {
    const running = runtime;
    runtime = undefined;
    await running?.stop();
  };
  const tearDown = async () => {
    await stop();
    await queue?.obliterate({ force: true });
    await queue?.close();
    await smtp?.close();
    emitterConnection?.disconnect();
    emitterConnection = undefined;
    await database?.destroy();
    storages = undefined;
    for (const dir of Object.values(dirs)) await rm(dir, { recursive: true, force: true });
  };
  if (options.scope === 'all') {
    beforeAll(setUp);
    afterAll(tearDown);
  } else {
    beforeEach(setUp);
    afterEach(tearDown);
  }

  const harness: WorkerHarness = {
    get database() {
      return wanted(database, 'database yet');
    },
    get db() {
      return harness.database.db;
    },
    get prefix() {
      return prefix;
    },
    get queue() {
      return wanted(queue, 'queue yet');
    },
    get smtp() {
      return wanted(smtp, 'SMTP server');
    },
    get privateDir() {
      return wanted(dirs.private, 'private folder');
    },
    get mediaDir() {
      return wanted(dirs.media, 'media folder');
    },
    get privateStorage() {
      return madeStorages()?.private ?? createLocalStorage(harness.privateDir);
    },
    get mediaStorage() {
      return madeStorages()?.media ?? createLocalStorage(harness.mediaDir);
    },
    get runtime() {
      return runtime;
    },
    start(overrides = {}) {
      runtime = startWorkerRuntime({
        db: harness.db,
        redisUrl: TEST_REDIS_URL,
        prefix,
        log: testLog,
        outboxPollMs: 20,
        publicUrl: TEST_PUBLIC_URL,
        ...(smtp ? { smtpUrl: smtp.url } : {}),
        ...(dirs.private ? { privateDir: dirs.private } : {}),
        ...(dirs.media ? { mediaDir: dirs.media } : {}),
        ...(options.storages ? { storages: madeStorages() } : {}),
        ...options.runtime?.(),
        ...overrides,
      });
      return runtime;
    },
    stop,
    async emit(event) {
      return String(await appendOutboxEvent(harness.db, event));
    },
    job(jobId, { orFailedOnce = false, timeoutMs } = {}) {
      return waitFor(async () => {
        const job: Job | undefined = await harness.queue.getJob(jobId);
        if (!job) return undefined;
        return job.finishedOn || (orFailedOnce && job.attemptsMade > 0) ? job : undefined;
      }, timeoutMs);
    },
    ranJob: (eventId) => harness.job(outboxJobId(eventId), { orFailedOnce: true }),
    finishedJob: (eventId) => harness.job(outboxJobId(eventId)),
    async redeliver(eventId) {
      await harness.db
        .updateTable('outbox_events')
        .set({ delivered_at: null })
        .where('id', '=', Number(eventId))
        .execute();
      await waitFor(async () => ((await countUndeliveredOutboxEvents(harness.db)) === 0 ? true : undefined));
    },
    handlerContext(overrides = {}) {
      // A folder the harness was not asked for goes inside one it was, so teardown removes it too.
      const scratch = dirs.private ?? dirs.media ?? tmpdir();
      const storage = (dir: string | undefined, fallback: string) =>
        createLocalStorage(dir ?? join(scratch, fallback));
      return {
        db: harness.db,
        log: testLog,
        mailer: createMailCatcher(),
        publicUrl: TEST_PUBLIC_URL,
        privateStorage: madeStorages()?.private ?? storage(dirs.private, 'private'),
        mediaStorage: madeStorages()?.media ?? storage(dirs.media, 'media'),
        queues: new Map(),
        mediaUrl: (key) => `${TEST_PUBLIC_URL}/media/${key}`,
        alertWindowMs: DEFAULT_ALERT_WINDOW_MS,
        realtime: createRealtimeEmitter(emitter(), prefix),
        ...overrides,
      };
    },
  };
  return harness;
}
