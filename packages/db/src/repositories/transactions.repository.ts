import type { TransactionRefund } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import {
  allOf,
  dateRange,
  type ListParams,
  numberRange,
  type OneOrMany,
  oneOrManyOf,
  pageAndTotal,
} from '../list-query';
import type { NewTransaction, Transaction } from '../schema';
import { textSearch } from '../text-search';

export function insertTransaction(db: Executor, values: NewTransaction): Promise<Transaction> {
  return db.insertInto('transactions').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findTransactionByReference(
  db: Executor,
  reference: string,
): Promise<Transaction | undefined> {
  return db.selectFrom('transactions').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The caller's own transaction; someone else's reference is not found. */
export function findUserTransaction(
  db: Executor,
  userId: string,
  reference: string,
): Promise<Transaction | undefined> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('reference', '=', reference)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export interface TransactionPage {
  limit: number;
  offset: number;
}

/**
 * The user's transactions, newest first; the id breaks ties so paging never repeats or skips a row. Each
 * carries its hold's refund: the charge itself stays `successful`, so without it a refunded payment would
 * read as money the user still paid.
 */
export async function listUserTransactions(
  db: Executor,
  userId: string,
  page: TransactionPage,
): Promise<{ rows: (Transaction & { refund: TransactionRefund | null })[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('transactions')
      // At most one hold per transaction (payment_holds.transaction_id is unique).
      .leftJoin('payment_holds', 'payment_holds.transaction_id', 'transactions.id')
      .selectAll('transactions')
      .select((eb) =>
        eb
          .case()
          .when('payment_holds.state', '=', 'refund_pending')
          .then(sql.lit('pending'))
          .when('payment_holds.state', '=', 'refunded')
          .then(sql.lit('refunded'))
          .else(null)
          .end()
          .$castTo<TransactionRefund | null>()
          .as('refund'),
      )
      .where('transactions.user_id', '=', userId)
      .orderBy('transactions.created_at', 'desc')
      .orderBy('transactions.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface SettledCharge {
  providerReference: string | null;
  /** The provider's answer as received, kept for disputes and support. */
  raw: Record<string, unknown>;
}

/**
 * Marks a payment successful unless it already is. The condition is the idempotency guard: of two
 * concurrent verifications (webhook and verify, or a webhook delivered twice) the second waits on the row
 * lock, then finds the row successful and updates nothing, so only the caller that gets the row back may
 * emit the `payment.succeeded` event, in the same database transaction. Any earlier outcome may still turn
 * successful: when the provider says the money was taken, that is what counts.
 */
export function markTransactionSuccessful(
  trx: Executor,
  id: string,
  charge: SettledCharge,
): Promise<Transaction | undefined> {
  return trx
    .updateTable('transactions')
    .set({
      status: 'successful',
      verified_at: sql`now()`,
      provider_reference: charge.providerReference,
      raw: JSON.stringify(charge.raw),
    })
    .where('id', '=', id)
    .where('status', '<>', 'successful')
    .returningAll()
    .executeTakeFirst();
}

/** Records a failed or abandoned payment; a successful one is never downgraded. */
export function markTransactionUnsuccessful(
  db: Executor,
  id: string,
  status: 'failed' | 'abandoned',
  charge: SettledCharge,
): Promise<Transaction | undefined> {
  return db
    .updateTable('transactions')
    .set({
      status,
      verified_at: sql`now()`,
      provider_reference: charge.providerReference,
      raw: JSON.stringify(charge.raw),
    })
    .where('id', '=', id)
    .where('status', '<>', 'successful')
    .returningAll()
    .executeTakeFirst();
}

export interface ConsoleTransactionFilter {
  id?: OneOrMany<string>;
  status?: OneOrMany<string>;
  provider?: OneOrMany<string>;
  currency?: OneOrMany<string>;
  user_id?: string;
  property_id?: string;
  amount_gte?: number;
  amount_lte?: number;
  created_at_gte?: string;
  created_at_lte?: string;
  q?: string;
}

/**
 * The console's list of payments, with the payer's name, the listing's title and, for a payment Ile holds,
 * where its money is (the hold, one per payment, and its payee): what Support needs when a ticket names a
 * payment's reference.
 */
export async function listTransactionsForConsole(db: Executor, params: ListParams<ConsoleTransactionFilter>) {
  const f = params.filter;
  const query = db
    .selectFrom('transactions as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('properties as p', 'p.id', 't.property_id')
    .leftJoin('payment_holds as h', 'h.transaction_id', 't.id')
    .leftJoin('users as payee', 'payee.id', 'h.payee_id')
    .selectAll('t')
    .select([
      'u.first_name',
      'u.last_name',
      'p.title as property_title',
      'h.id as hold_id',
      'h.purpose as hold_purpose',
      'h.state as hold_state',
      'h.payee_id as hold_payee_id',
      'payee.first_name as payee_first_name',
      'payee.last_name as payee_last_name',
      'h.release_after as hold_release_after',
      'h.disputed_at as hold_disputed_at',
      'h.settled_at as hold_settled_at',
      'h.provider_payout_id as hold_payout_id',
      'h.payout_failure as hold_payout_failure',
    ])
    .where(
      allOf([
        oneOrManyOf('t.id', f.id),
        oneOrManyOf('t.status', f.status),
        oneOrManyOf('t.provider', f.provider),
        oneOrManyOf('t.currency', f.currency),
        oneOrManyOf('t.user_id', f.user_id),
        oneOrManyOf('t.property_id', f.property_id),
        ...numberRange('t.amount', f.amount_gte, f.amount_lte),
        ...dateRange('t.created_at', f.created_at_gte, f.created_at_lte),
        textSearch(['t.reference', 't.provider_reference', 't.payer_email', 't.payer_name', 'u.email'], f.q),
      ]),
    );
  return pageAndTotal(query, params, 't');
}

/**
 * What a payment's receipt says, with `refund_reason` when Ile is already returning it (its hold went on to a
 * refund as it was paid: a checkout cancelled for a fraudulent listing, a viewing gone before its fee came).
 */
export function findReceiptDetails(db: Executor, transactionId: string) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('properties as p', 'p.id', 't.property_id')
    .select(['t.reference', 't.amount', 't.currency', 't.status', 't.verified_at', 'p.title'])
    .select((eb) =>
      eb
        .selectFrom('payment_holds as h')
        .innerJoin('payment_hold_events as e', 'e.hold_id', 'h.id')
        // Staff's own words when they decided it (a listing found fraudulent), else the move's reason.
        .select(sql<string>`coalesce(h.decision_reason, e.reason)`.as('reason'))
        .whereRef('h.transaction_id', '=', 't.id')
        .where('h.state', 'in', ['refund_pending', 'refunded'])
        .where('e.to_state', '=', 'refund_pending')
        .orderBy('e.id', 'desc')
        .limit(1)
        .as('refund_reason'),
    )
    .where('t.id', '=', transactionId)
    .executeTakeFirst();
}

export function findTransactionById(db: Executor, id: string): Promise<Transaction> {
  return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
