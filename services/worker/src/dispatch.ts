import type { JobsOptions } from 'bullmq';

/** The one place job options are set: retries with backoff, and how long finished jobs are kept. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  // Jitter spreads the retries of jobs that failed together (Redis or SMTP back after an outage) so they do
  // not all return in the same instant: each wait is drawn between half and all of 2 s, 4 s, 8 s, 16 s.
  backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
  // Completed jobs stay a day so a redelivered outbox row with the same jobId is recognised and dropped.
  removeOnComplete: { age: 24 * 3600, count: 50_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * Jobs made by a scheduler or a sweep rather than relayed: kept briefly, since the next run redoes any
 * missed work, and removed once done, so the next run may queue the same job id again.
 */
export const SCHEDULED_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 24 * 3600 },
};

/** Queued to fill a gap (re-queued images, a stale rate table): gone when finished, so it can be queued again. */
export const CATCH_UP_JOB_OPTIONS: JobsOptions = {
  ...DEFAULT_JOB_OPTIONS,
  removeOnComplete: true,
  removeOnFail: { age: 3600 },
};
