import { settleHoldStep } from '@ile/api/modules/payments/holds/hold-payouts';
import type { ProviderRegistry } from '@ile/api/modules/payments/providers/index';
import {
  claimKeysReminders,
  listDueHolds,
  listPendingPayouts,
  moveHold,
} from '@ile/db/repositories/payment-holds.repository';
import { JOBS, outboxEvent, QUEUED_JOBS, QUEUES } from '@ile/shared';
import { UnrecoverableError } from 'bullmq';
import { type HandlerContext, outboxJobHandler, queuedJobHandler } from '../../registry';
import { claimWithEvents } from '../claim-with-events';

// Held payments (docs/payments.md, "Held payments"): the provider's transfer (release) and refund, asked
// with the step's own reference as idempotency key. A provider that cannot be reached throws
// ProviderUnavailableError: the job is retried with backoff (dispatch.ts) under the same reference, so a
// timeout after the provider did the work never pays twice. The hold reaches released or refunded only
// when the provider confirms it (here, or through its verified webhook).

/** Pending payouts older than this are asked again by the sweep (a job that ran out of retries, a lost webhook). */
export const PENDING_PAYOUT_RECHECK_MS = 10 * 60_000;

function providersOf(context: HandlerContext): ProviderRegistry {
  if (!context.payments) {
    throw new UnrecoverableError('no payment providers configured in the worker: held money cannot move');
  }
  return context.payments;
}

/** The job that asks the provider for one step of a hold (its transfer or its refund), and settles it. */
function holdStepHandler(
  name: typeof JOBS.payments.releaseHold | typeof JOBS.payments.refundHold,
  event: 'payment_hold.release_requested' | 'payment_hold.refund_requested',
  step: 'release' | 'refund',
) {
  return outboxJobHandler({
    queue: QUEUES.payments,
    name,
    consumes: [event],
    async handle(data, _job, context) {
      const providers = providersOf(context);
      const outcome = await settleHoldStep({ db: context.db, providers }, data.payload.holdId, step, {
        ask: true,
      });
      context.log.info({ holdId: data.payload.holdId, outcome }, `hold ${step}`);
      return { outcome };
    },
  });
}

export const releaseHoldHandler = holdStepHandler(
  JOBS.payments.releaseHold,
  'payment_hold.release_requested',
  'release',
);
export const refundHoldHandler = holdStepHandler(
  JOBS.payments.refundHold,
  'payment_hold.refund_requested',
  'refund',
);

export interface HoldSweepResult {
  released: number;
  refunded: number;
  rechecked: number;
  /** Tenants reminded of the keys on the morning of their move-in date. */
  remindedKeys: number;
}

/**
 * Moves holds whose time came: a move-in payment 72 hours after the move-in date with no dispute (and a
 * completed sale reservation) towards the payee, a reservation that lapsed back to the payer. A dispute
 * takes the hold out of `held`, so a disputed hold is never moved here. Reminds tenants of the keys on the
 * morning of their move-in date (once each). Then asks again about payouts left pending.
 */
export const sweepHoldsHandler = queuedJobHandler(QUEUED_JOBS.sweepHolds, async (data, _job, context) => {
  const { db } = context;
  const result: HoldSweepResult = { released: 0, refunded: 0, rechecked: 0, remindedKeys: 0 };
  const now = Date.now();
  for (const hold of await listDueHolds(db, data.limit)) {
    const release = hold.release_after !== null && hold.release_after.getTime() <= now;
    const moved = await moveHold(db, {
      holdId: hold.id,
      from: ['held'],
      to: release ? 'release_pending' : 'refund_pending',
      actor: 'system',
      reason: release
        ? hold.purpose === 'move_in'
          ? '72 hours passed after the move-in date with no dispute'
          : hold.purpose === 'viewing_fee'
            ? '48 hours passed after the viewing with no dispute'
            : '72 hours passed after the seller marked the sale completed, with no dispute'
        : 'The reservation lapsed',
    });
    if (moved) result[release ? 'released' : 'refunded'] += 1;
  }
  result.remindedKeys = await claimWithEvents(
    db,
    (trx) => claimKeysReminders(trx, data.limit),
    (holdId) => outboxEvent('payment_hold.keys_reminder_due', { holdId }),
  );
  if (context.payments) {
    const deps = { db, providers: context.payments };
    for (const hold of await listPendingPayouts(db, data.limit, PENDING_PAYOUT_RECHECK_MS)) {
      const step = hold.state === 'release_pending' ? 'release' : 'refund';
      try {
        await settleHoldStep(deps, hold.id, step, { ask: true });
        result.rechecked += 1;
      } catch (error) {
        context.log.warn({ holdId: hold.id, err: (error as Error).message }, 'held payout still not settled');
      }
    }
  }
  return result;
});
