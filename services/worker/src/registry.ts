import type { Db, Storage } from '@ile/db';
import { EVENT_ROUTES, JOBS, type OutboxJobData, type QueueName } from '@ile/shared';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { Mailer } from './mail/mailer';

/** What every handler is given; a handler loads anything else it needs itself. */
export interface HandlerContext {
  db: Db;
  log: Logger;
  mailer: Mailer;
  /** The origin users reach, without a trailing slash, for links in emails. */
  publicUrl: string;
  /** Files only their owner may download (data exports); never served at /media. */
  privateStorage: Storage;
}

export interface JobHandlerDefinition {
  queue: QueueName;
  name: string;
  handle(data: OutboxJobData, job: Job, context: HandlerContext): Promise<unknown>;
}

export type Registry = Map<QueueName, Map<string, JobHandlerDefinition>>;

export class RegistryError extends Error {}

/**
 * The catalogue of job handlers by queue and job name. The worker refuses to boot when a routed event's
 * job has no handler or two, or a handler names a job the catalogue does not know, so an event can never
 * sit on a queue nobody consumes.
 */
export function buildRegistry(definitions: JobHandlerDefinition[]): Registry {
  const registry: Registry = new Map();
  for (const definition of definitions) {
    const known: readonly string[] = Object.values(JOBS[definition.queue]);
    if (!known.includes(definition.name)) {
      throw new RegistryError(`handler for unknown job ${definition.queue}/${definition.name}`);
    }
    const jobs = registry.get(definition.queue) ?? new Map<string, JobHandlerDefinition>();
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
