import type { ProviderRegistry } from '@ile/api/modules/payments/providers/index';
import type { Db, Storage } from '@ile/db';
import {
  ALL_JOBS,
  type EventsConsumedBy,
  eventsConsumedBy,
  JOBS,
  type JobNameOf,
  type OutboxEventType,
  type OutboxJobData,
  outboxJobParser,
  type QueuedJob,
  type QueueName,
  queuedJobOf,
} from '@ile/shared';
import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { PhotoFetchOptions } from './handlers/imports/fetch-photo';
import type { Mailer } from './mail/mailer';
import type { Geocoder } from './providers/geocoder';
import type { RatesProvider } from './providers/rates-provider';
import type { RealtimeEmitter } from './realtime';

/** What every handler is given; a handler loads anything else it needs itself. */
export interface HandlerContext {
  db: Db;
  log: Logger;
  mailer: Mailer;
  /** The origin users reach, without a trailing slash, for links in emails. */
  publicUrl: string;
  /** Files only their owner may download (data exports, upload originals); never served at /media. */
  privateStorage: Storage;
  /** Public files the api serves at /media (image variants). */
  mediaStorage: Storage;
  /** The public URL of a media storage key (MEDIA_PUBLIC_URL, or the api's /media). */
  mediaUrl(key: string): string;
  /** Instant saved-search alerts matched within one window of this length share an email. */
  alertWindowMs: number;
  /** Live pushes to users' open tabs, through the api's socket.io Redis adapter. */
  realtime: RealtimeEmitter;
  /** Producers, for handlers that queue follow-up work (the sweep). */
  queues: ReadonlyMap<QueueName, Queue>;
  /** The exchange-rate provider; undefined when none is configured (the seeded table is kept). */
  rates?: RatesProvider;
  /** The geocoder; undefined when none is configured (listings are placed at their region's centroid). */
  geocoder?: Geocoder;
  /** How imported listings' photos are fetched; unset: public addresses only, default limits. */
  importPhotos?: Partial<PhotoFetchOptions>;
  /** The payment providers held money is paid out and refunded through; undefined: none configured. */
  payments?: ProviderRegistry;
}

/**
 * A job handler. `parse` guards its data: data it rejects (a ZodError) fails the job for good, never retried.
 * Build one with `outboxJobHandler` (jobs relayed from outbox events) or `queuedJobHandler` (jobs the
 * worker queues itself), which take the parser from the catalogue in `@ile/shared`.
 */
export interface JobHandlerDefinition<TData = unknown> {
  queue: QueueName;
  name: string;
  /** The outbox event types this job consumes; empty for a job the worker queues itself. */
  consumes: readonly OutboxEventType[];
  parse(data: unknown): TData;
  handle(data: TData, job: Job, context: HandlerContext): Promise<unknown>;
}

/** A handler of any data type, as the registry holds them; each one's `parse` guards its own data. */
export type AnyJobHandler = JobHandlerDefinition<unknown>;

/**
 * A handler of outbox events: it names the event types it consumes (each must route to this job in
 * EVENT_CATALOGUE) and receives data narrowed to their payloads; any other event type is refused by parse.
 */
export function outboxJobHandler<
  Q extends QueueName,
  J extends JobNameOf<Q> & string,
  const T extends EventsConsumedBy<Q, J>,
>(definition: {
  queue: Q;
  name: J;
  consumes: readonly [T, ...T[]];
  handle(data: OutboxJobData<T>, job: Job, context: HandlerContext): Promise<unknown>;
}): JobHandlerDefinition<OutboxJobData<T>> {
  return { ...definition, parse: outboxJobParser(definition.consumes) };
}

/** A handler of a job the worker queues itself; its data is parsed by the job's schema in QUEUED_JOBS. */
export function queuedJobHandler<Q extends QueuedJob>(
  queued: Q,
  handle: (data: z.output<Q['data']>, job: Job, context: HandlerContext) => Promise<unknown>,
): JobHandlerDefinition<z.output<Q['data']>> {
  return {
    queue: queued.queue,
    name: queued.jobName,
    consumes: [],
    parse: (data) => queued.data.parse(data) as z.output<Q['data']>,
    handle,
  };
}

export type Registry = Map<QueueName, Map<string, AnyJobHandler>>;

export class RegistryError extends Error {}

const jobKey = (queue: string, name: string) => `${queue}/${name}`;
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The handlers by queue and job name, checked against the catalogue. The worker refuses to boot when a job
 * has no handler or two, a handler names a job the catalogue does not know, or a handler's events differ
 * from the events routed to its job: no event can sit on a queue nobody consumes, no job goes unhandled.
 */
export function buildRegistry(definitions: readonly AnyJobHandler[]): Registry {
  const registry: Registry = new Map();
  for (const definition of definitions) {
    const key = jobKey(definition.queue, definition.name);
    const known: readonly string[] = Object.values(JOBS[definition.queue] ?? {});
    if (!known.includes(definition.name)) throw new RegistryError(`handler for unknown job ${key}`);
    const jobs = registry.get(definition.queue) ?? new Map<string, AnyJobHandler>();
    if (jobs.has(definition.name)) throw new RegistryError(`two handlers for job ${key}`);
    const route = { queue: definition.queue, jobName: definition.name };
    const routed = eventsConsumedBy(route);
    if (!sameSet(definition.consumes, routed)) {
      throw new RegistryError(
        `handler for ${key} consumes [${definition.consumes.join(', ')}] but the catalogue routes [${routed.join(', ')}] to it`,
      );
    }
    if (routed.length === 0 && !queuedJobOf(route)) {
      throw new RegistryError(`nothing starts job ${key}: no event routes to it and it is not a queued job`);
    }
    jobs.set(definition.name, definition);
    registry.set(definition.queue, jobs);
  }
  const missing = ALL_JOBS.filter(({ queue, jobName }) => !registry.get(queue)?.has(jobName));
  if (missing.length > 0) {
    const names = missing.map(({ queue, jobName }) => {
      const events = eventsConsumedBy({ queue, jobName });
      return events.length > 0
        ? `${jobKey(queue, jobName)} (events ${events.join(', ')})`
        : jobKey(queue, jobName);
    });
    throw new RegistryError(`no handler for job(s): ${names.join(', ')}`);
  }
  return registry;
}
