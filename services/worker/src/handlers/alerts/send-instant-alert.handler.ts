import { listExchangeRates } from '@ile/db/repositories/exchange-rates.repository';
import { findAlertRecipient } from '@ile/db/repositories/saved-search-alerts.repository';
import { QUEUED_JOBS } from '@ile/shared';
import { skipEmail } from '../../mail/send-once';
import { queuedJobHandler } from '../../registry';
import { sendAlertEmail } from './alert-email';

/**
 * The instant alert email of one saved search: what it matched during the alert window, in one email. A
 * search switched to a digest, paused or turned off since leaves its matches to the digest (or to nobody).
 */
export const sendInstantAlertHandler = queuedJobHandler(
  QUEUED_JOBS.sendInstantAlert,
  async (data, _job, context) => {
    const recipient = await findAlertRecipient(context.db, data.savedSearchId);
    if (!recipient) return skipEmail(context.log, 'saved search deleted');
    if (recipient.frequency !== 'instant' || recipient.paused)
      return skipEmail(context.log, 'no longer instant');
    return sendAlertEmail(context, recipient, 'instant', await listExchangeRates(context.db));
  },
);
