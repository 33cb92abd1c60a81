import type { Db } from '@ile/db';
import { exchangeRatesFetchedAt } from '@ile/db/repositories/exchange-rates.repository';
import {
  QUEUED_JOBS,
  type QueuedJob,
  type QueueName,
  RATES_MAX_AGE_HOURS,
  type RefreshRatesJob,
} from '@ile/shared';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { CATCH_UP_JOB_OPTIONS, SCHEDULED_JOB_OPTIONS } from './dispatch';

const HOUR_MS = 3600_000;
export const DEFAULT_SWEEP_EVERY_MS = 10 * 60_000;
export const AVAILABILITY_SWEEP_EVERY_MS = HOUR_MS;
export const ALERT_DIGEST_SWEEP_EVERY_MS = 15 * 60_000;
/** Viewing reminders go out within this long of their time (24 h and 2 h before). */
export const VIEWING_SWEEP_EVERY_MS = 5 * 60_000;
/** The similar listings' medians are a day's figures: four runs a day keep them within the day. */
export const PEER_MEDIANS_EVERY_MS = 6 * HOUR_MS;
/** Held payments due a release or a refund are looked for this often. */
export const HOLD_SWEEP_EVERY_MS = 5 * 60_000;

export interface ScheduleOptions {
  /** false: no repeatable jobs and no start-up rate check (tests that do not want them). Default true. */
  enabled?: boolean;
  /** How often the rate table is refreshed; default every 6 hours. */
  ratesEveryMs?: number;
  /** How often pending images are looked for; default every 10 minutes. */
  sweepEveryMs?: number;
  /** How often listings due a reminder or an expiry are looked for; default every hour. */
  availabilityEveryMs?: number;
  /** How often verification files past their 30 days are deleted; default every hour. */
  purgeVerificationFilesEveryMs?: number;
  /** How often the files of expired data exports are deleted; default every hour. */
  purgeExpiredExportsEveryMs?: number;
  /** How often saved-search digests (and instant alerts a lost job left) are looked for; default 15 minutes. */
  alertDigestsEveryMs?: number;
  /** How often viewing reminders, outcome questions, expiries and settlements are looked for; default 5 minutes. */
  viewingsEveryMs?: number;
  /** How often the similar listings' medians are recomputed; default every 6 hours. */
  peerMediansEveryMs?: number;
  /** How often held payments due a release or refund are looked for; default every 5 minutes. */
  holdsEveryMs?: number;
  /** Queue a refresh at start when the rate table is empty or older than 48 hours; default true. */
  refreshStaleRatesOnStart?: boolean;
}

interface Scheduled<J extends QueuedJob = QueuedJob> {
  job: J;
  everyMs: number;
  /** A new scheduler's first job runs at once, unless this waits one interval for it. */
  firstAfterInterval: boolean;
  data: z.input<J['data']>;
}

const scheduled = <J extends QueuedJob>(schedule: Scheduled<J>): Scheduled => schedule;

/** The job id of the start-up refresh: processes starting together queue it once. */
export const STALE_RATES_JOB_ID = 'refresh-rates-stale';

/**
 * Upserts the repeatable jobs (idempotent: every process may do it at start; the scheduler id is the job
 * name, so a changed interval replaces the old one) and queues a rate refresh when the table is stale.
 * Every job has a handler (the registry refuses to boot otherwise), so every one is scheduled.
 */
export async function startSchedules(options: {
  db: Db;
  queues: ReadonlyMap<QueueName, Queue>;
  log: Logger;
  schedule: ScheduleOptions;
  ratesEveryMs: number;
}): Promise<void> {
  const { db, queues, log, schedule } = options;
  if (schedule.enabled === false) return;
  const schedules = [
    scheduled({
      job: QUEUED_JOBS.refreshRates,
      everyMs: schedule.ratesEveryMs ?? options.ratesEveryMs,
      // Providers' free plans count requests: at start only a stale table is refreshed (below).
      firstAfterInterval: true,
      data: { reason: 'schedule' },
    }),
    scheduled({
      job: QUEUED_JOBS.sweepMissingVariants,
      everyMs: schedule.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS,
      firstAfterInterval: false,
      data: { limit: 500 },
    }),
    scheduled({
      job: QUEUED_JOBS.sweepListingAvailability,
      everyMs: schedule.availabilityEveryMs ?? AVAILABILITY_SWEEP_EVERY_MS,
      firstAfterInterval: false,
      data: { limit: 5000 },
    }),
    scheduled({
      job: QUEUED_JOBS.refreshPeerMedians,
      everyMs: schedule.peerMediansEveryMs ?? PEER_MEDIANS_EVERY_MS,
      firstAfterInterval: false,
      data: {},
    }),
    scheduled({
      job: QUEUED_JOBS.purgeVerificationFiles,
      everyMs: schedule.purgeVerificationFilesEveryMs ?? HOUR_MS,
      firstAfterInterval: false,
      data: { limit: 200 },
    }),
    scheduled({
      job: QUEUED_JOBS.purgeExpiredExports,
      everyMs: schedule.purgeExpiredExportsEveryMs ?? HOUR_MS,
      firstAfterInterval: false,
      data: { limit: 200 },
    }),
    scheduled({
      job: QUEUED_JOBS.sweepViewings,
      everyMs: schedule.viewingsEveryMs ?? VIEWING_SWEEP_EVERY_MS,
      firstAfterInterval: false,
      data: { limit: 500 },
    }),
    scheduled({
      job: QUEUED_JOBS.sweepHolds,
      everyMs: schedule.holdsEveryMs ?? HOLD_SWEEP_EVERY_MS,
      firstAfterInterval: false,
      data: { limit: 500 },
    }),
    scheduled({
      job: QUEUED_JOBS.sendAlertDigests,
      everyMs: schedule.alertDigestsEveryMs ?? ALERT_DIGEST_SWEEP_EVERY_MS,
      firstAfterInterval: false,
      data: { limit: 500 },
    }),
  ];
  for (const { job, everyMs, firstAfterInterval, data } of schedules) {
    const queue = queues.get(job.queue);
    if (!queue) continue;
    await queue.upsertJobScheduler(
      job.jobName,
      {
        every: everyMs,
        // Only read when the scheduler is new; an existing one keeps its rhythm across restarts.
        ...(firstAfterInterval ? { startDate: new Date(Date.now() + everyMs) } : {}),
      },
      { name: job.jobName, data, opts: SCHEDULED_JOB_OPTIONS },
    );
    log.info({ queue: job.queue, job: job.jobName, everyMs }, 'repeatable job scheduled');
  }

  const { queue: ratesQueue, jobName: refreshRates } = QUEUED_JOBS.refreshRates;
  const rates = queues.get(ratesQueue);
  if (schedule.refreshStaleRatesOnStart !== false && rates) {
    const fetchedAt = await exchangeRatesFetchedAt(db);
    const ageMs = fetchedAt ? Date.now() - fetchedAt.getTime() : Number.POSITIVE_INFINITY;
    if (ageMs > RATES_MAX_AGE_HOURS * HOUR_MS) {
      log.info({ fetchedAt }, 'rate table empty or stale: refreshing now');
      const data: RefreshRatesJob = { reason: 'stale' };
      await rates.add(refreshRates, data, { ...CATCH_UP_JOB_OPTIONS, jobId: STALE_RATES_JOB_ID });
    }
  }
}
