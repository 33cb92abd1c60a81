import type { Db, PaymentHold, PaymentHoldEvent } from '@ile/db';
import { holdSignedBy, readHoldLinkToken } from '@ile/db/payments/hold-link-token';
import { findHoldWithParties, setPayeeStatement } from '@ile/db/repositories/hold-disputes.repository';
import {
  claimSaleCompleted,
  findHold,
  type HoldMove,
  type HoldWithTitle,
  holdTimelines,
  listUserHolds,
  moveHold,
} from '@ile/db/repositories/payment-holds.repository';
import {
  type Hold,
  type HoldLinkPreview,
  type ListingCurrency,
  SALE_COMPLETION_RELEASE_AFTER_HOURS,
} from '@ile/shared';
import { ConflictError, GoneError, NotFoundError } from '../../../lib/errors';

// What the payer and the payee of a held payment may do with it (docs/payments.md, "Held payments"):
// the tenant confirms the keys (→ release) or disputes; the owner cancels (→ full refund). Each is one guarded
// move: a hold that already moved answers 409, someone else's hold 404.

const toEvent = (event: PaymentHoldEvent) => ({
  from: event.from_state,
  to: event.to_state,
  actor: event.actor,
  reason: event.reason,
  at: event.at.toISOString(),
});

export function toHold(row: HoldWithTitle, userId: string, events: PaymentHoldEvent[]): Hold {
  return {
    id: row.id,
    purpose: row.purpose,
    state: row.state,
    role: row.payer_id === userId ? 'payer' : 'payee',
    amount: row.amount,
    currency: row.currency as ListingCurrency,
    property_id: row.property_id,
    property_title: row.property_title,
    transaction_reference: row.transaction_reference,
    move_in_date: row.move_in_date,
    release_after: row.release_after?.toISOString() ?? null,
    lapses_at: row.lapses_at?.toISOString() ?? null,
    dispute_reason: row.dispute_reason,
    payee_statement: row.payee_statement,
    decision_reason: row.decision_reason,
    viewing_starts_at: row.viewing_starts_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    events: events.map(toEvent),
  };
}

const NOT_HELD: Partial<Record<PaymentHold['state'], string>> = {
  disputed: 'This payment is disputed: Ile’s support team will decide it',
  release_pending: 'This payment is already being released to the owner',
  released: 'This payment was already released to the owner',
  refund_pending: 'This payment is already being refunded',
  refunded: 'This payment was already refunded',
  awaiting_payment: 'This payment has not been made yet',
  cancelled: 'This payment was not made',
};

export const HOLD_LINK_INVALID = 'This link is not valid';
const keysConfirmed = (purpose: PaymentHold['purpose']) =>
  purpose === 'move_in' ? 'The tenant confirmed they have the keys' : 'The buyer confirmed completion';

export function createHoldsService({ db }: { db: Db }) {
  /** The caller's hold in their role; someone else's is not found. */
  async function ownHold(userId: string, holdId: string, role: 'payer' | 'payee'): Promise<PaymentHold> {
    const hold = await findHold(db, holdId);
    if (!hold || (role === 'payer' ? hold.payer_id : hold.payee_id) !== userId) {
      throw new NotFoundError('Payment not found');
    }
    return hold;
  }

  /** Why a change the caller asked for did not happen: where the hold is now. `held`: what to say if still held. */
  async function notChanged(hold: PaymentHold, held?: string): Promise<ConflictError> {
    const state = (await findHold(db, hold.id))?.state ?? hold.state;
    return new ConflictError(
      (state === 'held' ? held : NOT_HELD[state]) ?? 'This payment can no longer change',
    );
  }

  async function move(userId: string, hold: PaymentHold, change: Omit<HoldMove, 'holdId' | 'from'>) {
    const moved = await moveHold(db, { holdId: hold.id, from: ['held'], ...change, actorId: userId });
    if (!moved) throw await notChanged(hold);
    return one(userId, moved.id);
  }

  /** The hold a one-tap email link names, when its signature is the hold's; else a 404. */
  async function linkedHold(token: string) {
    const claim = readHoldLinkToken(token);
    const hold = claim ? await findHoldWithParties(db, claim.id) : undefined;
    if (!claim || !hold || !holdSignedBy(claim, hold)) throw new NotFoundError(HOLD_LINK_INVALID);
    return hold;
  }

  /**
   * What the emailed "I have the keys" link would do, shown before the tap (opening the link changes
   * nothing: mail scanners open links).
   */
  async function previewLink(token: string): Promise<HoldLinkPreview> {
    const hold = await linkedHold(token);
    return {
      id: hold.id,
      purpose: hold.purpose,
      state: hold.state,
      amount: hold.amount,
      currency: hold.currency as ListingCurrency,
      property_title: hold.property_title,
      payee_name: [hold.payee_first_name, hold.payee_last_name].filter(Boolean).join(' ') || null,
      can_confirm: hold.state === 'held',
    };
  }

  async function one(userId: string, holdId: string): Promise<Hold> {
    const rows = await listUserHolds(db, userId, 500);
    const row = rows.find((r) => r.id === holdId);
    if (!row) throw new NotFoundError('Payment not found');
    const timelines = await holdTimelines(db, [row.id]);
    return toHold(row, userId, timelines.get(row.id) ?? []);
  }

  return {
    async list(userId: string): Promise<Hold[]> {
      const rows = await listUserHolds(db, userId);
      const timelines = await holdTimelines(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((row) => toHold(row, userId, timelines.get(row.id) ?? []));
    },

    /** "I have the keys" (a move-in), or "the sale completed" (a reservation): released to the owner. */
    async confirm(userId: string, holdId: string): Promise<Hold> {
      const hold = await ownHold(userId, holdId, 'payer');
      return move(userId, hold, {
        to: 'release_pending',
        actor: 'payer',
        reason: keysConfirmed(hold.purpose),
      });
    },

    async dispute(userId: string, holdId: string, reason: string): Promise<Hold> {
      const hold = await ownHold(userId, holdId, 'payer');
      return move(userId, hold, {
        to: 'disputed',
        actor: 'payer',
        reason,
        set: { dispute_reason: reason, disputed_at: new Date() },
      });
    },

    /** The owner cancels (or withdraws a sale): the payer is refunded in full. */
    async cancel(userId: string, holdId: string, reason: string): Promise<Hold> {
      const hold = await ownHold(userId, holdId, 'payee');
      return move(userId, hold, { to: 'refund_pending', actor: 'payee', reason });
    },

    /** The payee's side of a dispute, for Support: one statement, rewritten at will until Support decides. */
    async statement(userId: string, holdId: string, statement: string): Promise<Hold> {
      const hold = await ownHold(userId, holdId, 'payee');
      const written = await setPayeeStatement(db, hold.id, userId, statement);
      if (!written) {
        const now = await findHold(db, hold.id);
        throw new ConflictError(
          now?.disputed_at
            ? 'Ile’s support team has already decided this dispute'
            : 'This payment is not disputed: there is nothing to answer',
        );
      }
      return one(userId, hold.id);
    },

    previewLink,

    /** The tap: the same move as the in-app "I have the keys", by the payer the link was sent to. */
    async followLink(token: string): Promise<HoldLinkPreview> {
      const hold = await linkedHold(token);
      const moved = await moveHold(db, {
        holdId: hold.id,
        from: ['held'],
        to: 'release_pending',
        actor: 'payer',
        actorId: hold.payer_id,
        reason: keysConfirmed(hold.purpose),
      });
      if (!moved) {
        const now = await findHold(db, hold.id);
        throw new GoneError(
          `This link has already been used, or the payment moved on: ${NOT_HELD[now?.state ?? hold.state] ?? 'it can no longer change'}`,
        );
      }
      return previewLink(token);
    },

    /**
     * The seller's word on a reserved sale (reservation-outcomes.routes.ts): completed → the deposit is
     * released to them SALE_COMPLETION_RELEASE_AFTER_HOURS later unless the buyer disputes first (the buyer
     * may also release it at once); withdrawn → refunded to the buyer in full. Only a sale reservation; only
     * its seller.
     */
    async settleReservation(
      userId: string,
      holdId: string,
      outcome: { completed: true } | { completed: false; reason: string },
    ): Promise<Hold> {
      const hold = await ownHold(userId, holdId, 'payee');
      if (hold.purpose !== 'sale_reservation') {
        throw new ConflictError('Only a sale’s reservation deposit is completed or withdrawn by the seller');
      }
      if (outcome.completed) {
        const claimed = await claimSaleCompleted(db, {
          holdId: hold.id,
          sellerId: userId,
          releaseAfter: new Date(Date.now() + SALE_COMPLETION_RELEASE_AFTER_HOURS * 3600_000),
        });
        if (!claimed) throw await notChanged(hold, 'You have already marked this sale completed');
        return one(userId, claimed.id);
      }
      return move(userId, hold, {
        to: 'refund_pending',
        actor: 'payee',
        reason: `The seller withdrew: ${outcome.reason}`,
      });
    },
  };
}

export type HoldsService = ReturnType<typeof createHoldsService>;
