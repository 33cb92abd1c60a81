import { z } from 'zod';

/** Data of the jobs that are scheduled (repeatable) or queued directly, not relayed from the outbox. */
export const RefreshRatesJob = z.object({ reason: z.enum(['schedule', 'stale', 'manual']) });
export type RefreshRatesJob = z.infer<typeof RefreshRatesJob>;

/** A sweep finds work a lost job left undone (image variants still missing). */
export const SweepJob = z.object({ limit: z.number().int().min(1).max(10_000).default(500) });
export type SweepJob = z.infer<typeof SweepJob>;

/**
 * Deletes private files whose retention is over, up to `limit` rows a run: verification pictures 30 days
 * after the decision, data exports once expired.
 */
export const PurgeFilesJob = z.object({
  limit: z.number().int().min(1).max(10_000).default(200),
});
export type PurgeFilesJob = z.infer<typeof PurgeFilesJob>;

/** Recomputes every state and category's medians of listings' 30-day figures (the performance page's comparison). */
export const RefreshPeerMediansJob = z.object({});
export type RefreshPeerMediansJob = z.infer<typeof RefreshPeerMediansJob>;

/** One saved search's instant alert email: its alert-due matches not yet sent, grouped in one email. */
export const InstantAlertJob = z.object({ savedSearchId: z.string().uuid() });
export type InstantAlertJob = z.infer<typeof InstantAlertJob>;
