import {
  deleteStalePeerMedians,
  refreshAllPeerMedians,
} from '@ile/db/repositories/listing-figures.repository';
import { FIGURE_WINDOW_DAYS, QUEUED_JOBS } from '@ile/shared';
import { queuedJobHandler } from '../../registry';

/**
 * Every state and category's medians of its published listings' 30-day figures, which a listing's
 * performance page compares it with: recomputed here so the page only looks one row up. Groups left without
 * a published listing are dropped in the same transaction.
 */
export const refreshPeerMediansHandler = queuedJobHandler(
  QUEUED_JOBS.refreshPeerMedians,
  async (_data, _job, { db, log }): Promise<{ groups: number; dropped: number }> => {
    const started = Date.now();
    const result = await db.transaction().execute(async (trx) => ({
      groups: await refreshAllPeerMedians(trx, FIGURE_WINDOW_DAYS),
      dropped: await deleteStalePeerMedians(trx),
    }));
    log.info({ ...result, ms: Date.now() - started }, 'similar listings medians refreshed');
    return result;
  },
);
