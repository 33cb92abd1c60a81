import {
  type HoldActor,
  type HoldState,
  outboxEvent,
  VIEWING_OUTCOME_WAIT_HOURS,
  type ViewingStatus,
} from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import { appendOutboxEvent } from '../repositories/outbox.repository';
import { type HoldMove, moveHold } from '../repositories/payment-holds.repository';
import type { PaymentHold } from '../schema';

// The protected viewing fee (issue 21 item 2, docs/viewings.md "The viewing fee"): a payment hold of purpose
// 'viewing_fee' whose subject is the viewing. Each rule is one moveHold, run in the caller's transaction with
// the viewing's own change, so the booking and its money never disagree. Shared by the api and the worker.

/** An unpaid request lapses (and frees its slot) this long after it was made. */
export const VIEWING_FEE_PAY_WITHIN_MINUTES = 30;
/** A paid request the owner has not answered this long after it was made is expired and refunded. */
export const VIEWING_FEE_CONFIRM_WITHIN_HOURS = 24;
/** A seeker who cancels a confirmed viewing less than this before its start pays the fee to the owner. */
export const VIEWING_FEE_LATE_CANCEL_HOURS = 24;

const HOUR_MS = 3_600_000;

/**
 * The viewing's fee hold: the live one (at most one, payment_holds_one_live_viewing_fee), else the latest being
 * or already refunded; undefined when none was opened or every checkout was given up.
 */
export function liveViewingFeeHold(db: Executor, viewingId: string): Promise<PaymentHold | undefined> {
  return db
    .selectFrom('payment_holds')
    .selectAll()
    .where('purpose', '=', 'viewing_fee')
    .where('subject_id', '=', viewingId)
    .where('state', '<>', 'cancelled')
    .orderBy(sql`state IN ('refund_pending', 'refunded')`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Moves the viewing's live fee hold when it is in one of `from`; nothing when there is none (a free viewing). */
async function moveFee(
  trx: Executor,
  viewingId: string,
  move: Omit<HoldMove, 'holdId'>,
): Promise<PaymentHold | undefined> {
  const hold = await liveViewingFeeHold(trx, viewingId);
  if (!hold || !move.from.includes(hold.state)) return undefined;
  return moveHold(trx, { ...move, holdId: hold.id });
}

/**
 * Gives the seeker their fee back: a held fee is refunded in full, an unpaid checkout is given up. The owner
 * declined or cancelled, did not answer in time, the request lapsed, or the seeker cancelled in time.
 */
export async function refundViewingFee(
  trx: Executor,
  viewingId: string,
  actor: HoldActor,
  reason: string,
  actorId?: string | null,
): Promise<void> {
  await moveFee(trx, viewingId, { from: ['held'], to: 'refund_pending', actor, actorId, reason });
  await moveFee(trx, viewingId, {
    from: ['awaiting_payment'],
    to: 'cancelled',
    actor,
    actorId,
    reason: 'The viewing request ended before the fee was paid',
  });
}

/** The fee goes to the owner now (a seeker's late cancellation). */
export async function releaseViewingFee(
  trx: Executor,
  viewingId: string,
  actor: HoldActor,
  reason: string,
  actorId?: string | null,
): Promise<void> {
  await moveFee(trx, viewingId, { from: ['held'], to: 'release_pending', actor, actorId, reason });
}

/**
 * When the held fee is released by the sweep (`payments/sweep-holds`): 48 hours after the viewing's end, or
 * never (null) while the viewing waits for a confirmation.
 */
export async function setViewingFeeReleaseTime(
  trx: Executor,
  viewingId: string,
  endsAt: Date | null,
): Promise<void> {
  await trx
    .updateTable('payment_holds')
    .set({
      release_after: endsAt ? new Date(endsAt.getTime() + VIEWING_OUTCOME_WAIT_HOURS * HOUR_MS) : null,
    })
    .where('purpose', '=', 'viewing_fee')
    .where('subject_id', '=', viewingId)
    .where('state', 'not in', ['cancelled', 'refund_pending', 'refunded'])
    .execute();
}

/**
 * The fee follows a settled outcome: the seeker said it did not happen and the owner agreed or stayed silent
 * (no_show with the seeker's "no") → refunded; the two sides disagree (disputed) → the hold is disputed, for
 * Support. A viewing held (or a no-show only the owner reported: the seeker did not come) leaves the fee held;
 * the sweep releases it at `release_after`.
 */
export async function feeFollowsOutcomes(
  trx: Executor,
  settled: readonly { id: string; status: ViewingStatus }[],
): Promise<void> {
  for (const viewing of settled) {
    if (viewing.status === 'disputed') {
      await moveFee(trx, viewing.id, {
        from: ['held'],
        to: 'disputed',
        actor: 'system',
        reason: 'The owner and the seeker disagree about whether the viewing happened',
        set: {
          dispute_reason: 'The owner and the seeker disagree about whether the viewing happened',
          disputed_at: new Date(),
        },
      });
    } else if (viewing.status === 'no_show') {
      const row = await trx
        .selectFrom('viewings')
        .select('seeker_outcome')
        .where('id', '=', viewing.id)
        .executeTakeFirst();
      if (row?.seeker_outcome === 'no_show')
        await refundViewingFee(trx, viewing.id, 'system', 'The seeker reported a no-show, uncontested');
    }
  }
}

/**
 * A fee just became held. A request waiting for it now reaches the owner (its `viewing.requested` event); a
 * viewing that lapsed or was cancelled before the money arrived is refunded at once. A checkout given up on and
 * paid after all while a newer one exists: if the newer one is paid too this money goes back; if not, the
 * newer checkout is given up (one fee per viewing, whatever the order the provider reports them in).
 */
export async function viewingFeePaid(
  trx: Executor,
  hold: Pick<PaymentHold, 'id' | 'subject_id'>,
): Promise<void> {
  if (!hold.subject_id) return;
  const others = await trx
    .selectFrom('payment_holds')
    .select(['id', 'state'])
    .where('purpose', '=', 'viewing_fee')
    .where('subject_id', '=', hold.subject_id)
    .where('id', '<>', hold.id)
    .where('state', 'not in', ['cancelled', 'refund_pending', 'refunded'])
    .execute();
  if (others.some((other) => other.state !== 'awaiting_payment')) {
    await moveHold(trx, {
      holdId: hold.id,
      from: ['held'],
      to: 'refund_pending',
      actor: 'system',
      reason: 'The viewing fee was already paid through another checkout',
    });
    return;
  }
  for (const other of others)
    await moveHold(trx, {
      holdId: other.id,
      from: ['awaiting_payment'],
      to: 'cancelled',
      actor: 'system',
      reason: 'An earlier checkout of this viewing fee was paid',
    });
  const viewing = await trx
    .selectFrom('viewings')
    .select(['id', 'status'])
    .where('id', '=', hold.subject_id)
    .forUpdate()
    .executeTakeFirst();
  if (!viewing) return;
  if (viewing.status === 'requested') {
    await appendOutboxEvent(trx, outboxEvent('viewing.requested', { viewingId: viewing.id, by: 'seeker' }));
  } else if (viewing.status !== 'confirmed') {
    await refundViewingFee(
      trx,
      viewing.id,
      'system',
      `The viewing was ${viewing.status} before the fee arrived`,
    );
  }
}

/**
 * Requests whose fee was not paid within 30 minutes: expired, freeing their slot, the checkout given up.
 * Claimed with SKIP LOCKED so concurrent sweeps share the work; answers the ids.
 */
export async function lapseUnpaidViewings(db: Executor, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    UPDATE viewings SET status = 'expired', awaiting = NULL
    WHERE id IN (
      SELECT v.id FROM viewings v
      WHERE v.status = 'requested' AND v.fee_amount IS NOT NULL
        AND v.created_at <= now() - ${sql.lit(`${VIEWING_FEE_PAY_WITHIN_MINUTES} minutes`)}::interval
        AND NOT EXISTS (SELECT 1 FROM payment_holds h WHERE h.purpose = 'viewing_fee' AND h.subject_id = v.id
          AND h.state NOT IN ('awaiting_payment', 'cancelled'))
      LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`.execute(db);
  for (const row of rows)
    await refundViewingFee(db, row.id, 'system', 'The viewing fee was not paid in time');
  return rows.map((row) => row.id);
}

/** Paid requests the owner left unanswered for 24 hours: expired, the fee refunded in full. */
export async function expireUnconfirmedPaidViewings(db: Executor, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    UPDATE viewings SET status = 'expired', awaiting = NULL
    WHERE id IN (
      SELECT v.id FROM viewings v
      WHERE v.status = 'requested' AND v.awaiting = 'owner' AND v.fee_amount IS NOT NULL
        AND v.updated_at <= now() - ${sql.lit(`${VIEWING_FEE_CONFIRM_WITHIN_HOURS} hours`)}::interval
        AND EXISTS (SELECT 1 FROM payment_holds h WHERE h.purpose = 'viewing_fee' AND h.subject_id = v.id
          AND h.state = 'held')
      LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`.execute(db);
  for (const row of rows)
    await refundViewingFee(db, row.id, 'system', 'The owner did not confirm the viewing within 24 hours');
  return rows.map((row) => row.id);
}

/** The hold states in which the owner has been told of the request (the fee reached Ile at some point). */
export const FEE_STATES_SEEN_BY_OWNER: readonly HoldState[] = [
  'held',
  'disputed',
  'release_pending',
  'released',
  'refund_pending',
  'refunded',
];
