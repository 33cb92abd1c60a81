import { createLocalStorage, type Db } from '@ile/db';
import { EVENT_ROUTES, parseOutboxJob, type QueueName } from '@ile/shared';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { DEFAULT_MAIL_FROM, DEFAULT_PRIVATE_DIR, DEFAULT_PUBLIC_URL } from './config';
import { handlers as defaultHandlers } from './handlers';
import { createMailer } from './mail/mailer';
import { OutboxRelay } from './outbox-relay';
import { producerConnection, workerConnection } from './redis';
import { buildRegistry, type JobHandlerDefinition } from './registry';

export interface WorkerRuntimeOptions {
  db: Db;
  redisUrl: string;
  prefix: string;
  log: Logger;
  handlers?: JobHandlerDefinition[];
  outboxPollMs?: number;
  outboxBatchSize?: number;
  outboxEnqueueTimeoutMs?: number;
  concurrency?: number;
  /** smtp:// or smtps:// URL; without one, mail is caught: recorded in the emails table, never sent. */
  smtpUrl?: string;
  /** The From of every email; default DEFAULT_MAIL_FROM. */
  mailFrom?: string;
  /** The origin users reach, for links in emails; default DEFAULT_PUBLIC_URL. */
  publicUrl?: string;
  /** Root of the private file storage (data exports); default DEFAULT_PRIVATE_DIR, never the media folder. */
  privateDir?: string;
}

export interface WorkerRuntime {
  relay: OutboxRelay;
  queues: Map<QueueName, Queue>;
  workers: Worker[];
  /** Graceful: stop taking work, let jobs in flight finish, then close connections. */
  stop(): Promise<void>;
}

/** Starts one BullMQ worker per queue that has handlers, the producers the relay needs, and the relay. */
export function startWorkerRuntime(options: WorkerRuntimeOptions): WorkerRuntime {
  const { db, log, prefix } = options;
  const registry = buildRegistry(options.handlers ?? defaultHandlers);
  const mailer = createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? DEFAULT_MAIL_FROM });
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const privateStorage = createLocalStorage(options.privateDir ?? DEFAULT_PRIVATE_DIR);
  if (mailer.kind === 'catcher') log.info('no SMTP_URL: mail is caught in the emails table, not sent');
  const connections: Redis[] = [];
  const connect = (make: (url: string) => Redis) => {
    const connection = make(options.redisUrl);
    connection.on('error', (err) => log.warn({ err: err.message }, 'redis connection problem'));
    connections.push(connection);
    return connection;
  };

  const producer = connect(producerConnection);
  const queues = new Map<QueueName, Queue>();
  for (const { queue } of Object.values(EVENT_ROUTES)) {
    if (!queues.has(queue)) queues.set(queue, new Queue(queue, { connection: producer, prefix }));
  }

  const workers = [...registry].map(([queue, jobs]) => {
    const worker = new Worker(
      queue,
      async (job) => {
        const handler = jobs.get(job.name);
        if (!handler) throw new UnrecoverableError(`no handler for ${queue}/${job.name}`);
        let data: ReturnType<typeof parseOutboxJob>;
        try {
          data = parseOutboxJob(job.data);
        } catch (error) {
          // A malformed job will never succeed: fail it for good instead of retrying.
          if (error instanceof ZodError) throw new UnrecoverableError(`malformed job data: ${error.message}`);
          throw error;
        }
        const jobLog = log.child({ queue, job: job.name, jobId: job.id });
        return handler.handle(data, job, { db, log: jobLog, mailer, publicUrl, privateStorage });
      },
      { connection: connect(workerConnection), prefix, concurrency: options.concurrency ?? 4 },
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

  return {
    relay,
    queues,
    workers,
    async stop() {
      await relay.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      mailer.close();
      for (const connection of connections) connection.disconnect();
    },
  };
}
