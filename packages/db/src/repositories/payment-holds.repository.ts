import {
  HOLD_TRANSITIONS,
  type HoldActor,
  type HoldState,
  type OutboxEventType,
  outboxEvent,
} from '@ile/shared';
import { sql, type Updateable } from 'kysely';
import type { Executor } from '../database';
import type {
  LedgerAccount,
  LedgerHoldBalance,
  LedgerMovement,
  NewPaymentHold,
  PaymentHold,
  PaymentHoldEvent,
  PaymentHoldsTable,
} from '../schema';
import { appendOutboxEvent } from './outbox.repository';

// Money held by Ile (docs/payments.md, "Held payments"). Every change of a hold's state goes through
// moveHold: one guarded UPDATE (`WHERE state IN (<from>)`), so of any number of racing callers exactly one
// moves it; that one writes the timeline row, the ledger entries of any money that moved, and the outbox
// event, all in the same database transaction.

export function insertHold(db: Executor, values: NewPaymentHold): Promise<PaymentHold> {
  return db.insertInto('payment_holds').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findHold(db: Executor, id: string): Promise<PaymentHold | undefined> {
  return db.selectFrom('payment_holds').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findHoldByTransaction(db: Executor, transactionId: string): Promise<PaymentHold | undefined> {
  return db
    .selectFrom('payment_holds')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

export function findHoldByTransactionReference(
  db: Executor,
  reference: string,
): Promise<PaymentHold | undefined> {
  return db
    .selectFrom('payment_holds')
    .selectAll()
    .where('transaction_reference', '=', reference)
    .executeTakeFirst();
}

/** The staff member's cancellation of a checkout (a listing found fraudulent), if staff cancelled it. */
export function staffCancellation(
  db: Executor,
  holdId: string,
): Promise<Pick<PaymentHoldEvent, 'actor_id' | 'reason'> | undefined> {
  return db
    .selectFrom('payment_hold_events')
    .select(['actor_id', 'reason'])
    .where('hold_id', '=', holdId)
    .where('to_state', '=', 'cancelled')
    .where('actor', '=', 'staff')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function holdTimeline(db: Executor, holdId: string): Promise<PaymentHoldEvent[]> {
  return db
    .selectFrom('payment_hold_events')
    .selectAll()
    .where('hold_id', '=', holdId)
    .orderBy('id')
    .execute();
}

/** The money each state change moves, as (account, sign) pairs of one balanced movement. */
const MOVEMENTS: Partial<
  Record<HoldState, { movement: LedgerMovement; from: LedgerAccount; to: LedgerAccount }>
> = {
  held: { movement: 'paid', from: 'payer', to: 'holding' },
  released: { movement: 'released', from: 'holding', to: 'payee' },
  refunded: { movement: 'refunded', from: 'holding', to: 'payer' },
};

/** The outbox event each state's arrival writes. */
export const HOLD_STATE_EVENTS: Record<Exclude<HoldState, 'awaiting_payment'>, OutboxEventType> = {
  held: 'payment_hold.held',
  disputed: 'payment_hold.disputed',
  release_pending: 'payment_hold.release_requested',
  refund_pending: 'payment_hold.refund_requested',
  released: 'payment_hold.released',
  refunded: 'payment_hold.refunded',
  cancelled: 'payment_hold.cancelled',
};

export class HoldTransitionError extends Error {}

export interface HoldMove {
  holdId: string;
  /** The states the hold may be in for this move; every one must allow `to` (HOLD_TRANSITIONS). */
  from: readonly HoldState[];
  to: Exclude<HoldState, 'awaiting_payment'>;
  actor: HoldActor;
  actorId?: string | null;
  reason?: string | null;
  /** Other columns written with the move (a dispute's words, a decision). */
  set?: Omit<Updateable<PaymentHoldsTable>, 'id' | 'state' | 'amount' | 'currency'>;
}

/**
 * Moves a hold from one of `from` to `to`, exactly once: undefined when the hold was not in one of `from`
 * (another caller moved it first, or it never was). Runs in its own transaction unless given one.
 */
export async function moveHold(db: Executor, move: HoldMove): Promise<PaymentHold | undefined> {
  for (const from of move.from) {
    if (!HOLD_TRANSITIONS[from].includes(move.to)) {
      throw new HoldTransitionError(`a hold cannot move from ${from} to ${move.to}`);
    }
  }
  const run = async (trx: Executor) => {
    // The row lock makes the check and the move one step: a racing caller waits here, then sees the new state.
    const current = await trx
      .selectFrom('payment_holds')
      .select('state')
      .where('id', '=', move.holdId)
      .forUpdate()
      .executeTakeFirst();
    if (!current || !move.from.includes(current.state)) return undefined;
    const fromState = current.state;
    const moved = await trx
      .updateTable('payment_holds')
      .set({
        ...move.set,
        state: move.to,
        ...(move.to === 'released' || move.to === 'refunded' ? { settled_at: sql`now()` } : {}),
      })
      .where('id', '=', move.holdId)
      .where('state', '=', fromState)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('payment_hold_events')
      .values({
        hold_id: moved.id,
        from_state: fromState,
        to_state: move.to,
        actor: move.actor,
        actor_id: move.actorId ?? null,
        reason: move.reason ?? null,
      })
      .execute();
    const movement = MOVEMENTS[move.to];
    if (movement) {
      await trx
        .insertInto('ledger_entries')
        .values([
          {
            hold_id: moved.id,
            movement: movement.movement,
            account: movement.from,
            amount: -moved.amount,
            currency: moved.currency,
          },
          {
            hold_id: moved.id,
            movement: movement.movement,
            account: movement.to,
            amount: moved.amount,
            currency: moved.currency,
          },
        ])
        .execute();
    }
    await appendOutboxEvent(
      trx,
      outboxEvent(HOLD_STATE_EVENTS[move.to], { holdId: moved.id, from: fromState, to: move.to }),
    );
    return moved;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * The seller's word that a reserved sale completed: the deposit stays held and is released `releaseAfter`
 * unless the buyer disputes first (or releases it sooner themselves); the lapse no longer applies. Not a
 * change of state, so not moveHold: one guarded UPDATE (held, a sale reservation, this seller's, not yet
 * claimed), the timeline row (held → held, by the payee) and the outbox event that tells the buyer, in one
 * transaction. Undefined when the hold is not in that position.
 */
export async function claimSaleCompleted(
  db: Executor,
  { holdId, sellerId, releaseAfter }: { holdId: string; sellerId: string; releaseAfter: Date },
): Promise<PaymentHold | undefined> {
  const run = async (trx: Executor) => {
    const claimed = await trx
      .updateTable('payment_holds')
      .set({ release_after: releaseAfter, lapses_at: null })
      .where('id', '=', holdId)
      .where('state', '=', 'held')
      .where('purpose', '=', 'sale_reservation')
      .where('payee_id', '=', sellerId)
      .where('release_after', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return undefined;
    await trx
      .insertInto('payment_hold_events')
      .values({
        hold_id: holdId,
        from_state: 'held',
        to_state: 'held',
        actor: 'payee',
        actor_id: sellerId,
        reason: 'The seller marked the sale completed',
      })
      .execute();
    await appendOutboxEvent(trx, outboxEvent('payment_hold.held', { holdId, from: 'held', to: 'held' }));
    return claimed;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** Records why a provider step failed, leaving the state as it is (the job retries or staff look). */
export async function notePayoutFailure(db: Executor, holdId: string, failure: string | null): Promise<void> {
  await db.updateTable('payment_holds').set({ payout_failure: failure }).where('id', '=', holdId).execute();
}

/**
 * Held payments whose release time passed with no dispute, and reservations that lapsed. A viewing fee is due
 * only while its viewing still stands (confirmed or held, or a no-show only the owner reported): never when
 * the seeker said it did not happen, nor for a viewing cancelled, declined, expired or disputed.
 */
export function listDueHolds(
  db: Executor,
  limit: number,
): Promise<Pick<PaymentHold, 'id' | 'purpose' | 'release_after' | 'lapses_at'>[]> {
  return db
    .selectFrom('payment_holds')
    .select(['id', 'purpose', 'release_after', 'lapses_at'])
    .where('state', '=', 'held')
    .where((eb) =>
      eb.or([eb('release_after', '<=', sql<Date>`now()`), eb('lapses_at', '<=', sql<Date>`now()`)]),
    )
    .where(
      sql<boolean>`(purpose <> 'viewing_fee' OR EXISTS (SELECT 1 FROM viewings v WHERE v.id = subject_id
        AND v.status IN ('confirmed', 'held', 'no_show') AND v.seeker_outcome IS DISTINCT FROM 'no_show'))`,
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Claims move-in payments due their keys reminder: still held on the morning of the move-in date (09:00 in
 * the listing's country: Lagos for naira, Freetown for leones), before their release, and held since before
 * that day (a payment made on the day has just had its first keys email). The flag is set in the claiming
 * statement, so each reminder is claimed once, by one sweep; answers the ids.
 */
export async function claimKeysReminders(db: Executor, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    WITH due AS (
      SELECT h.id, h.move_in_date::timestamp AT TIME ZONE zone.name AS move_in_day
      FROM payment_holds h
      CROSS JOIN LATERAL (SELECT CASE h.currency WHEN 'SLE' THEN 'Africa/Freetown' ELSE 'Africa/Lagos' END
        AS name) zone
      WHERE h.state = 'held' AND h.purpose = 'move_in' AND h.keys_reminded_at IS NULL
        AND h.move_in_date IS NOT NULL AND h.release_after > now()
    )
    UPDATE payment_holds SET keys_reminded_at = now()
    WHERE id IN (
      SELECT due.id FROM due
      WHERE now() >= due.move_in_day + interval '9 hours'
        AND EXISTS (SELECT 1 FROM payment_hold_events e WHERE e.hold_id = due.id AND e.to_state = 'held'
          AND e.at < due.move_in_day)
      ORDER BY due.move_in_day LIMIT ${limit})
    AND state = 'held' AND keys_reminded_at IS NULL
    RETURNING id`.execute(db);
  return rows.map((row) => row.id);
}

/** Holds waiting on the provider's confirmation of a transfer or refund (re-checked by the sweep). */
export function listPendingPayouts(
  db: Executor,
  limit: number,
  olderThanMs: number,
): Promise<Pick<PaymentHold, 'id' | 'state'>[]> {
  return db
    .selectFrom('payment_holds')
    .select(['id', 'state'])
    .where('state', 'in', ['release_pending', 'refund_pending'])
    .where('updated_at', '<=', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

export function ledgerBalances(db: Executor): Promise<LedgerHoldBalance[]> {
  return db.selectFrom('ledger_hold_balances').selectAll().execute();
}

/** Every way the ledger is wrong, one row each (the SQL function ledger_problems()); empty when it balances. */
export async function ledgerProblems(db: Executor): Promise<{ hold_id: string; problem: string }[]> {
  const { rows } = await sql<{ hold_id: string; problem: string }>`SELECT * FROM ledger_problems()`.execute(
    db,
  );
  return rows;
}

export type HoldWithTitle = PaymentHold & {
  property_title: string | null;
  /** A viewing fee's viewing time. */
  viewing_starts_at: Date | null;
};

/** The holds a user paid or is to receive, newest first, with their listing's title. */
export function listUserHolds(db: Executor, userId: string, limit = 100): Promise<HoldWithTitle[]> {
  return db
    .selectFrom('payment_holds as h')
    .leftJoin('properties as p', 'p.id', 'h.property_id')
    .leftJoin('viewings as v', 'v.id', 'h.subject_id')
    .selectAll('h')
    .select(['p.title as property_title', 'v.starts_at as viewing_starts_at'])
    .where((eb) => eb.or([eb('h.payer_id', '=', userId), eb('h.payee_id', '=', userId)]))
    .where('h.state', '<>', 'awaiting_payment')
    .orderBy('h.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The timelines of several holds, oldest change first. */
export async function holdTimelines(
  db: Executor,
  holdIds: string[],
): Promise<Map<string, PaymentHoldEvent[]>> {
  const timelines = new Map<string, PaymentHoldEvent[]>();
  if (holdIds.length === 0) return timelines;
  const rows = await db
    .selectFrom('payment_hold_events')
    .selectAll()
    .where('hold_id', 'in', holdIds)
    .orderBy('id')
    .execute();
  for (const row of rows) timelines.set(row.hold_id, [...(timelines.get(row.hold_id) ?? []), row]);
  return timelines;
}
