import type { Db } from '@ile/db';
import { exchangeRatesFetchedAt } from '@ile/db/repositories/exchange-rates.repository';
import {
  JOBS,
  QUEUES,
  type QueueName,
  RATES_MAX_AGE_HOURS,
  type RefreshRatesJob,
  type SweepJob,
} from '@ile/shared';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { CATCH_UP_JOB_OPTIONS, SCHEDULED_JOB_OPTIONS } from './dispatch';
import type { Registry } from './registry';

const HOUR_MS = 3600_000;
export const DEFAULT_SWEEP_EVERY_MS = 10 * 60_000;

export interface ScheduleOptions {
  /** false: no repeatable jobs and no start-up rate check (tests that do not want them). Default true. */
  enabled?: boolean;
  /** How often the rate table is refreshed; default every 6 hours. */
  ratesEveryMs?: number;
  /** How often pending images are looked for; default every 10 minutes. */
  sweepEveryMs?: number;
  /** Queue a refresh at start when the rate table is empty or older than 48 hours; default true. */
  refreshStaleRatesOnStart?: boolean;
}

interface Scheduled {
  queue: QueueName;
  name: string;
  everyMs: number;
  /** A new scheduler's first job runs at once, unless this waits one interval for it. */
  firstAfterInterval: boolean;
  data: RefreshRatesJob | SweepJob;
}

/** The job id of the start-up refresh: processes starting together queue it once. */
export const STALE_RATES_JOB_ID = 'refresh-rates-stale';

/**
 * Upserts the repeatable jobs (idempotent: every process may do it at start; the scheduler id is the job
 * name, so a changed interval replaces the old one) and queues a rate refresh when the table is stale.
 * Only jobs that have a handler here are scheduled.
 */
export async function startSchedules(options: {
  db: Db;
  queues: ReadonlyMap<QueueName, Queue>;
  registry: Registry;
  log: Logger;
  schedule: ScheduleOptions;
  ratesEveryMs: number;
}): Promise<void> {
  const { db, queues, registry, log, schedule } = options;
  if (schedule.enabled === false) return;
  const handled = (queue: QueueName, name: string) => registry.get(queue)?.has(name) ?? false;
  const jobs: Scheduled[] = [
    {
      queue: QUEUES.rates,
      name: JOBS.rates.refreshRates,
      everyMs: schedule.ratesEveryMs ?? options.ratesEveryMs,
      // Providers' free plans count requests: at start only a stale table is refreshed (below).
      firstAfterInterval: true,
      data: { reason: 'schedule' },
    },
    {
      queue: QUEUES.images,
      name: JOBS.images.sweepMissingVariants,
      everyMs: schedule.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS,
      firstAfterInterval: false,
      data: { limit: 500 },
    },
  ];
  for (const job of jobs.filter((j) => handled(j.queue, j.name))) {
    const queue = queues.get(job.queue);
    if (!queue) continue;
    await queue.upsertJobScheduler(
      job.name,
      {
        every: job.everyMs,
        // Only read when the scheduler is new; an existing one keeps its rhythm across restarts.
        ...(job.firstAfterInterval ? { startDate: new Date(Date.now() + job.everyMs) } : {}),
      },
      { name: job.name, data: job.data, opts: SCHEDULED_JOB_OPTIONS },
    );
    log.info({ queue: job.queue, job: job.name, everyMs: job.everyMs }, 'repeatable job scheduled');
  }

  const rates = queues.get(QUEUES.rates);
  if (
    schedule.refreshStaleRatesOnStart !== false &&
    rates &&
    handled(QUEUES.rates, JOBS.rates.refreshRates)
  ) {
    const fetchedAt = await exchangeRatesFetchedAt(db);
    const ageMs = fetchedAt ? Date.now() - fetchedAt.getTime() : Number.POSITIVE_INFINITY;
    if (ageMs > RATES_MAX_AGE_HOURS * HOUR_MS) {
      log.info({ fetchedAt }, 'rate table empty or stale: refreshing now');
      const data: RefreshRatesJob = { reason: 'stale' };
      await rates.add(JOBS.rates.refreshRates, data, { ...CATCH_UP_JOB_OPTIONS, jobId: STALE_RATES_JOB_ID });
    }
  }
}
