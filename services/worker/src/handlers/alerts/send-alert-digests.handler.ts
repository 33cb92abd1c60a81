import { listExchangeRates } from '@ile/db/repositories/exchange-rates.repository';
import {
  findAlertRecipient,
  forgetAlertWindows,
  instantSearchesLeftBehind,
  markDigestSent,
  searchesDueForDigest,
} from '@ile/db/repositories/saved-search-alerts.repository';
import { QUEUED_JOBS, QUEUES } from '@ile/shared';
import { CATCH_UP_JOB_OPTIONS } from '../../dispatch';
import { queuedJobHandler } from '../../registry';
import { sendAlertEmail } from './alert-email';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Every 15 minutes: a digest email for each daily (weekly) search whose day (week) has passed since its last
 * digest and that has unsent matches, at most `limit` a run; and a new email job for any instant search
 * whose matches a lost job left unsent for two alert windows; and forgets which searches told their owners
 * in windows older than a day.
 */
export const sendAlertDigestsHandler = queuedJobHandler(
  QUEUED_JOBS.sendAlertDigests,
  async (data, _job, context) => {
    const quotes = await listExchangeRates(context.db);
    let digests = 0;
    for (const frequency of ['daily', 'weekly'] as const) {
      for (const id of await searchesDueForDigest(context.db, frequency, data.limit)) {
        const recipient = await findAlertRecipient(context.db, id);
        if (!recipient) continue;
        await sendAlertEmail(context, recipient, frequency, quotes);
        await markDigestSent(context.db, id);
        digests += 1;
      }
    }
    const leftBehind = await instantSearchesLeftBehind(context.db, 2 * context.alertWindowMs, data.limit);
    const queue = context.queues.get(QUEUES.alerts);
    await Promise.all(
      leftBehind.map((savedSearchId) =>
        queue?.add(
          QUEUED_JOBS.sendInstantAlert.jobName,
          { savedSearchId },
          {
            ...CATCH_UP_JOB_OPTIONS,
            jobId: `instant-alert-${savedSearchId}-sweep`,
          },
        ),
      ),
    );
    await forgetAlertWindows(context.db, new Date(Date.now() - DAY_MS));
    return { digests, requeued: leftBehind.length };
  },
);
