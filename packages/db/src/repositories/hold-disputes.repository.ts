import type { HoldState } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import { allOf, dateRange, type ListParams, type OneOrMany, oneOrManyOf, pageAndTotal } from '../list-query';
import type { PaymentHold } from '../schema';
import { textSearch } from '../text-search';

// Disputed held payments for the console's Disputes queue (docs/payments.md, "Held payments"): every hold
// that was ever disputed (disputed_at set), open ones (still `disputed`) or decided ones.

export interface ConsoleDisputeFilter {
  id?: OneOrMany<string>;
  /** open: waiting for Support; decided: Support released or refunded it. */
  status?: 'open' | 'decided';
  purpose?: OneOrMany<string>;
  property_id?: string;
  disputed_at_gte?: string;
  disputed_at_lte?: string;
  q?: string;
}

function disputesQuery(db: Executor) {
  return db
    .selectFrom('payment_holds as h')
    .leftJoin('properties as p', 'p.id', 'h.property_id')
    .leftJoin('users as payer', 'payer.id', 'h.payer_id')
    .leftJoin('users as payee', 'payee.id', 'h.payee_id')
    .leftJoin('users as staff', 'staff.id', 'h.decided_by')
    .select([
      'h.id',
      'h.purpose',
      'h.state',
      'h.amount',
      'h.currency',
      'h.property_id',
      'h.transaction_reference',
      'h.payer_id',
      'h.payee_id',
      'h.move_in_date',
      'h.dispute_reason',
      'h.payee_statement',
      'h.disputed_at',
      'h.decision_reason',
      'h.decided_by',
      'h.decided_at',
      'h.payout_failure',
      'h.created_at',
      'p.title as property_title',
      'payer.first_name as payer_first_name',
      'payer.last_name as payer_last_name',
      'payer.email as payer_email',
      'payee.first_name as payee_first_name',
      'payee.last_name as payee_last_name',
      'payee.email as payee_email',
      'staff.first_name as staff_first_name',
      'staff.last_name as staff_last_name',
    ])
    .where('h.disputed_at', 'is not', null);
}

export type ConsoleDisputeRow = Awaited<ReturnType<ReturnType<typeof disputesQuery>['execute']>>[number];

/** One page of disputes and the filtered total, sorted by a whitelisted column of the hold. */
export async function listDisputesForConsole(
  db: Executor,
  params: ListParams<ConsoleDisputeFilter>,
): Promise<{ rows: ConsoleDisputeRow[]; total: number }> {
  const f = params.filter;
  const query = disputesQuery(db).where(
    allOf([
      oneOrManyOf('h.id', f.id),
      oneOrManyOf('h.purpose', f.purpose),
      oneOrManyOf('h.property_id', f.property_id),
      f.status === 'open'
        ? sql`h.state = 'disputed'`
        : f.status === 'decided'
          ? sql`h.state <> 'disputed'`
          : null,
      ...dateRange('h.disputed_at', f.disputed_at_gte, f.disputed_at_lte),
      textSearch(['h.transaction_reference', 'p.title', 'payer.email', 'payee.email'], f.q),
    ]),
  );
  return pageAndTotal(query, params, 'h');
}

/** The timelines of several holds with each actor's name (staff see who did what), oldest change first. */
export async function disputeTimelines(db: Executor, holdIds: string[]) {
  const rows =
    holdIds.length === 0
      ? []
      : await db
          .selectFrom('payment_hold_events as e')
          .leftJoin('users as u', 'u.id', 'e.actor_id')
          .select([
            'e.hold_id',
            'e.from_state',
            'e.to_state',
            'e.actor',
            'e.reason',
            'e.at',
            'u.first_name',
            'u.last_name',
          ])
          .where('e.hold_id', 'in', holdIds)
          .orderBy('e.id')
          .execute();
  const timelines = new Map<string, typeof rows>();
  for (const row of rows) timelines.set(row.hold_id, [...(timelines.get(row.hold_id) ?? []), row]);
  return timelines;
}

/** Open disputes, for the console's dashboard. */
export async function countOpenDisputes(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('payment_holds')
    .select(sql<string>`count(*)`.as('total'))
    .where('state', '=', 'disputed')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The payee's statement on a disputed hold of theirs: the row as it now is, or undefined when not disputed. */
export function setPayeeStatement(
  db: Executor,
  holdId: string,
  payeeId: string,
  statement: string,
): Promise<PaymentHold | undefined> {
  return db
    .updateTable('payment_holds')
    .set({ payee_statement: statement })
    .where('id', '=', holdId)
    .where('payee_id', '=', payeeId)
    .where('state', '=', 'disputed')
    .returningAll()
    .executeTakeFirst();
}

/** Holds of a listing Ile still has (or is waiting for) money on: what "found fraudulent" refunds or cancels. */
export function lockOpenHoldsOfListing(db: Executor, propertyId: string) {
  return db
    .selectFrom('payment_holds')
    .select(['id', 'state'])
    .where('property_id', '=', propertyId)
    .where('state', 'in', ['awaiting_payment', 'held', 'disputed'])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A hold with its listing's title and both parties' names and emails (the keys link's page, the notices). */
export function findHoldWithParties(db: Executor, id: string) {
  return db
    .selectFrom('payment_holds as h')
    .leftJoin('properties as p', 'p.id', 'h.property_id')
    .leftJoin('users as payer', 'payer.id', 'h.payer_id')
    .leftJoin('users as payee', 'payee.id', 'h.payee_id')
    .selectAll('h')
    .select([
      'p.title as property_title',
      'payer.first_name as payer_first_name',
      'payer.email as payer_email',
      'payee.first_name as payee_first_name',
      'payee.last_name as payee_last_name',
      'payee.email as payee_email',
    ])
    .where('h.id', '=', id)
    .executeTakeFirst();
}
export type HoldWithParties = NonNullable<Awaited<ReturnType<typeof findHoldWithParties>>>;

/** The latest change that moved a hold into `to` (who moved it, and why). */
export function holdEventInto(db: Executor, holdId: string, to: HoldState) {
  return db
    .selectFrom('payment_hold_events')
    .selectAll()
    .where('hold_id', '=', holdId)
    .where('to_state', '=', to)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
