import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import {
  claimViewingOutcomeQuestions,
  claimViewingReminders,
  expireUnansweredViewings,
  settleViewingOutcomes,
} from '@ile/db/repositories/viewings.repository';
import {
  expireUnconfirmedPaidViewings,
  feeFollowsOutcomes,
  lapseUnpaidViewings,
  refundViewingFee,
} from '@ile/db/viewings/viewing-fees';
import { outboxEvent, QUEUED_JOBS } from '@ile/shared';
import { queuedJobHandler } from '../../registry';
import { claimWithEvents } from '../claim-with-events';

export interface ViewingSweepResult {
  reminded24h: number;
  reminded2h: number;
  asked: number;
  expired: number;
  settled: number;
  /** Requests whose viewing fee was not paid within 30 minutes. */
  lapsedUnpaid: number;
  /** Paid requests the owner left unanswered for 24 hours (refunded). */
  unconfirmed: number;
}

/**
 * Repeatable (every 5 minutes), idempotent: claims confirmed viewings due their 24-hour and 2-hour reminders
 * (the flag is set by the claiming statement, so each reminder is sent once however many sweeps run), asks
 * both sides of every viewing that ended "Did the viewing happen?", expires requests nobody confirmed in
 * time and settles outcomes one side answered 48 hours ago. The viewing fee follows in the same transactions
 * (docs/viewings.md, "The viewing fee"): unpaid requests lapse after 30 minutes, paid ones the owner left for
 * 24 hours expire and are refunded, and a settled outcome refunds or disputes the fee. Each claim and its events commit together.
 * A viewing less than 2 hours away when confirmed gets the 2-hour reminder only.
 */
export const sweepViewingsHandler = queuedJobHandler(
  QUEUED_JOBS.sweepViewings,
  async ({ limit }, _job, { db, log }): Promise<ViewingSweepResult> => {
    const reminded2h = await claimWithEvents(
      db,
      (trx) => claimViewingReminders(trx, 2, limit),
      (viewingId) => outboxEvent('viewing.reminder_due', { viewingId, hours: 2 }),
    );
    const reminded24h = await claimWithEvents(
      db,
      (trx) => claimViewingReminders(trx, 24, limit),
      (viewingId) => outboxEvent('viewing.reminder_due', { viewingId, hours: 24 }),
    );
    const asked = await claimWithEvents(
      db,
      (trx) => claimViewingOutcomeQuestions(trx, limit),
      (viewingId) => outboxEvent('viewing.outcome_due', { viewingId }),
    );
    // Unpaid requests first: they lapse quietly (the owner never heard of them) and free their slot.
    const lapsedUnpaid = await db
      .transaction()
      .execute(async (trx) => (await lapseUnpaidViewings(trx, limit)).length);
    const unconfirmed = await claimWithEvents(
      db,
      (trx) => expireUnconfirmedPaidViewings(trx, limit),
      (viewingId) => outboxEvent('viewing.expired', { viewingId }),
    );
    const expired = await claimWithEvents(
      db,
      async (trx) => {
        const ids = await expireUnansweredViewings(trx, limit);
        // A request whose time passed unconfirmed gives its fee back (or gives up its unpaid checkout).
        for (const id of ids)
          await refundViewingFee(trx, id, 'system', 'The viewing time passed without a confirmation');
        return ids;
      },
      (viewingId) => outboxEvent('viewing.expired', { viewingId }),
    );
    const settled = await db.transaction().execute(async (trx) => {
      const rows = await settleViewingOutcomes(trx);
      await feeFollowsOutcomes(trx, rows);
      for (const row of rows)
        if (row.status === 'held' || row.status === 'no_show' || row.status === 'disputed')
          await appendOutboxEvent(
            trx,
            outboxEvent('viewing.settled', { viewingId: row.id, status: row.status }),
          );
      return rows.length;
    });
    const result = { reminded24h, reminded2h, asked, expired, settled, lapsedUnpaid, unconfirmed };
    if (Object.values(result).some((n) => n > 0)) log.info(result, 'viewings swept');
    return result;
  },
);
