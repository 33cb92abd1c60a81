import type { JobsOptions } from 'bullmq';

/** The one place job options are set: retries with backoff, and how long finished jobs are kept. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  // Completed jobs stay a day so a redelivered outbox row with the same jobId is recognised and dropped.
  removeOnComplete: { age: 24 * 3600, count: 50_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
