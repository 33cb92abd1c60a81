import type { Db } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import {
  type ConsoleDisputeFilter,
  type ConsoleDisputeRow,
  disputeTimelines,
  listDisputesForConsole,
} from '@ile/db/repositories/hold-disputes.repository';
import { findHold, moveHold } from '@ile/db/repositories/payment-holds.repository';
import type { DecideDisputeBody, DisputeRecord } from '@ile/shared/contracts/admin/disputes';
import { formatMinorAmount } from '@ile/shared/helpers/format-price';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { type StaffActor, writeAudit } from '../audit';
import { fullName, iso, isoOrNull } from '../schemas';
import { oneById } from '../simple-rest';

const RESOURCE = 'disputes';
export const DISPUTE_NOT_FOUND = 'Dispute not found';
export const NOT_DISPUTED = 'This payment is no longer disputed: it was already decided';

type Timelines = Awaited<ReturnType<typeof disputeTimelines>>;

function toRecord(row: ConsoleDisputeRow, timelines: Timelines): DisputeRecord {
  return {
    id: row.id,
    purpose: row.purpose,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    amount_formatted: formatMinorAmount(row.amount, row.currency),
    property_id: row.property_id,
    property_title: row.property_title,
    transaction_reference: row.transaction_reference,
    payer_id: row.payer_id,
    payer_name: fullName(row.payer_first_name, row.payer_last_name),
    payer_email: row.payer_email,
    payee_id: row.payee_id,
    payee_name: fullName(row.payee_first_name, row.payee_last_name),
    payee_email: row.payee_email,
    move_in_date: row.move_in_date,
    dispute_reason: row.dispute_reason,
    payee_statement: row.payee_statement,
    disputed_at: isoOrNull(row.disputed_at),
    decided: row.state !== 'disputed',
    decision_reason: row.decision_reason,
    decided_by: row.decided_by,
    decided_by_name: fullName(row.staff_first_name, row.staff_last_name),
    decided_at: isoOrNull(row.decided_at),
    payout_failure: row.payout_failure,
    created_at: iso(row.created_at),
    events: (timelines.get(row.id) ?? []).map((event) => ({
      from: event.from_state,
      to: event.to_state,
      actor: event.actor,
      actor_name: fullName(event.first_name, event.last_name),
      reason: event.reason,
      at: iso(event.at),
    })),
  };
}

/**
 * The console's Disputes queue (docs/payments.md, "Held payments"): held payments a payer disputed, and
 * Support's decision. The decision is one guarded move (disputed → release_pending or refund_pending, by staff)
 * written with its audit row in one transaction; the outbox event it writes makes the worker pay out or refund
 * and tell both parties (send-hold-notice).
 */
export function createAdminDisputes(db: Db) {
  async function list(params: ListParams<ConsoleDisputeFilter>) {
    const { rows, total } = await listDisputesForConsole(db, params);
    const timelines = await disputeTimelines(
      db,
      rows.map((row) => row.id),
    );
    return { rows: rows.map((row) => toRecord(row, timelines)), total };
  }

  const get = (id: string) =>
    oneById(list, { field: 'disputed_at', order: 'asc' }, { id }, DISPUTE_NOT_FOUND);

  async function decide(staff: StaffActor, id: string, body: DecideDisputeBody): Promise<DisputeRecord> {
    await db.transaction().execute(async (trx) => {
      const moved = await moveHold(trx, {
        holdId: id,
        from: ['disputed'],
        to: body.decision === 'release' ? 'release_pending' : 'refund_pending',
        actor: 'staff',
        actorId: staff.id,
        reason: body.reason,
        set: { decision_reason: body.reason, decided_by: staff.id, decided_at: new Date() },
      });
      if (!moved) {
        const hold = await findHold(trx, id);
        if (!hold?.disputed_at) throw new NotFoundError(DISPUTE_NOT_FOUND);
        throw new ConflictError(NOT_DISPUTED);
      }
      await writeAudit(trx, staff, {
        action: `dispute.${body.decision}`,
        resource: RESOURCE,
        resourceId: id,
        before: { state: 'disputed' },
        after: { state: moved.state, decision: body.decision, decision_reason: body.reason },
      });
    });
    return get(id);
  }

  return { list, get, decide };
}
