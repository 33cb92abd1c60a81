import type { Db, Storage } from '@ile/db';
import { EVENT_ROUTES, JOBS, type OutboxJobData, type QueueName } from '@ile/shared';
import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { Mailer } from './mail/mailer';
import type { Geocoder } from './providers/geocoder';
import type { RatesProvider } from './providers/rates-provider';

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
  /** Producers, for handlers that queue follow-up work (the sweep). */
  queues: ReadonlyMap<QueueName, Queue>;
  /** The exchange-rate provider; undefined when none is configured (the seeded table is kept). */
  rates?: RatesProvider;
  /** The geocoder; undefined when none is configured (listings are placed at their region's centroid). */
  geocoder?: Geocoder;
}

/**
 * A job handler. Jobs relayed from the outbox carry OutboxJobData, the default; a scheduled job declares
 * its own `parse` (a zod schema's parse): data it rejects fails the job for good, never retried.
 */
export interface JobHandlerDefinition<TData = OutboxJobData> {
  queue: QueueName;
  name: string;
  parse?(data: unknown): TData;
  handle(data: TData, job: Job, context: HandlerContext): Promise<unknown>;
}

/** A handler of any data type, as the registry holds them; each one's `parse` guards its own data. */
export type AnyJobHandler = JobHandlerDefinition<unknown>;

export type Registry = Map<QueueName, Map<string, AnyJobHandler>>;

export class RegistryError extends Error {}

/**
 * The catalogue of job handlers by queue and job name. The worker refuses to boot when a routed event's
 * job has no handler or two, or a handler names a job the catalogue does not know, so an event can never
 * sit on a queue nobody consumes.
 */
export function buildRegistry(definitions: readonly AnyJobHandler[]): Registry {
  const registry: Registry = new Map();
  for (const definition of definitions) {
    const known: readonly string[] = Object.values(JOBS[definition.queue]);
    if (!known.includes(definition.name)) {
      throw new RegistryError(`handler for unknown job ${definition.queue}/${definition.name}`);
    }
    const jobs = registry.get(definition.queue) ?? new Map<string, AnyJobHandler>();
    if (jobs.has(definition.name)) {
      throw new RegistryError(`two handlers for job ${definition.queue}/${definition.name}`);
    }
    jobs.set(definition.name, definition);
    registry.set(definition.queue, jobs);
  }
  const missing = Object.values(EVENT_ROUTES).filter(
    ({ queue, jobName }) => !registry.get(queue)?.has(jobName),
  );
  if (missing.length > 0) {
    const names = [...new Set(missing.map(({ queue, jobName }) => `${queue}/${jobName}`))];
    throw new RegistryError(`no handler for routed job(s): ${names.join(', ')}`);
  }
  return registry;
}
