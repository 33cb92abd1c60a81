import { type Kysely, sql } from 'kysely';
import { addUpdatedAtTrigger, now, oneOf } from './helpers';

// Issue 21, items 0 and 2: money held by Ile. A payment made through Ile is held (payment_holds), then either
// released to the payee's payout account with the provider's transfer API or refunded to the payer with its
// refund API. Every change of state is a row of payment_hold_events; every movement of money is a balanced
// pair of ledger_entries. Frozen copies of the lists in @ile/shared (constants/payments.ts).
const PURPOSES = ['move_in', 'sale_reservation', 'viewing_fee'];
const STATES = [
  'awaiting_payment',
  'held',
  'disputed',
  'release_pending',
  'released',
  'refund_pending',
  'refunded',
  'cancelled',
];
const ACTORS = ['payer', 'payee', 'staff', 'system'];
const MOVEMENTS = ['paid', 'released', 'refunded'];
const ACCOUNTS = ['payer', 'holding', 'payee'];

export async function up(db: Kysely<any>): Promise<void> {
  // A sale's reservation: the refundable deposit the owner asks (minor units; capped by configuration in the
  // api) and how long the reservation lasts (at most 60 days). Null: the listing takes no reservation.
  await db.schema
    .alterTable('properties')
    .addColumn('reservation_deposit', 'bigint', (col) => col.check(sql`reservation_deposit > 0`))
    .addColumn('reservation_days', 'integer', (col) => col.check(sql`reservation_days BETWEEN 1 AND 60`))
    .execute();
  await db.schema
    .createTable('payment_holds')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purpose', 'text', (col) => col.notNull().check(oneOf('purpose', PURPOSES)))
    // Kept when the listing or either party is erased: the money's record outlives them (as transactions do).
    .addColumn('property_id', 'uuid', (col) => col.references('properties.id').onDelete('set null'))
    /** What the hold is for beyond the listing (a viewing, later); null for move-in and reservations. */
    .addColumn('subject_id', 'uuid')
    .addColumn('payer_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('payee_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'uuid', (col) =>
      col.notNull().unique().references('transactions.id').onDelete('restrict'),
    )
    .addColumn('transaction_reference', 'text', (col) => col.notNull().unique())
    .addColumn('state', 'text', (col) =>
      col.notNull().defaultTo('awaiting_payment').check(oneOf('state', STATES)),
    )
    .addColumn('move_in_date', 'date')
    /** A reservation's end: refunded when it passes uncompleted. */
    .addColumn('lapses_at', 'timestamptz')
    /** Released by the sweep once this passes with the hold still `held` (no dispute). */
    .addColumn('release_after', 'timestamptz')
    .addColumn('dispute_reason', 'text')
    .addColumn('payee_statement', 'text')
    .addColumn('disputed_at', 'timestamptz')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    /** The provider's id of the transfer or refund once it was accepted, and its last failure. */
    .addColumn('provider_payout_id', 'text')
    .addColumn('payout_failure', 'text')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await addUpdatedAtTrigger(db, 'payment_holds');
  await sql`CREATE INDEX payment_holds_payer_idx ON payment_holds (payer_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX payment_holds_payee_idx ON payment_holds (payee_id, created_at DESC)`.execute(db);
  // The sweep's and the console's queues: only the few holds in these states are indexed.
  await sql`CREATE INDEX payment_holds_due_idx ON payment_holds (state, release_after, lapses_at) WHERE state IN ('held', 'disputed', 'release_pending', 'refund_pending')`.execute(
    db,
  );

  await db.schema
    .createTable('payment_hold_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('hold_id', 'uuid', (col) => col.notNull().references('payment_holds.id').onDelete('cascade'))
    .addColumn('from_state', 'text', (col) => col.check(oneOf('from_state', STATES)))
    .addColumn('to_state', 'text', (col) => col.notNull().check(oneOf('to_state', STATES)))
    .addColumn('actor', 'text', (col) => col.notNull().check(oneOf('actor', ACTORS)))
    .addColumn('actor_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX payment_hold_events_hold_idx ON payment_hold_events (hold_id, id)`.execute(db);

  // Double entry, in minor units: every movement is a debit (negative) of one account and a credit (positive)
  // of another, the same amount. The holding account is Ile's balance at the provider.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('hold_id', 'uuid', (col) => col.notNull().references('payment_holds.id').onDelete('restrict'))
    .addColumn('movement', 'text', (col) => col.notNull().check(oneOf('movement', MOVEMENTS)))
    .addColumn('account', 'text', (col) => col.notNull().check(oneOf('account', ACCOUNTS)))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount <> 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    // Each movement happens at most once per hold, whatever retries and races do.
    .addUniqueConstraint('ledger_entries_movement_key', ['hold_id', 'movement', 'account'])
    .execute();

  // Per hold: what was paid in, what is still held, what went to the payee and back to the payer.
  await sql`
    CREATE VIEW ledger_hold_balances AS
    SELECT h.id AS hold_id, h.state, h.amount, h.currency,
      COALESCE(-SUM(e.amount) FILTER (WHERE e.movement = 'paid' AND e.account = 'payer'), 0)::bigint AS paid,
      COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'holding'), 0)::bigint AS held,
      COALESCE(SUM(e.amount) FILTER (WHERE e.movement = 'released' AND e.account = 'payee'), 0)::bigint AS released,
      COALESCE(SUM(e.amount) FILTER (WHERE e.movement = 'refunded' AND e.account = 'payer'), 0)::bigint AS refunded,
      COALESCE(SUM(e.amount), 0)::bigint AS net
    FROM payment_holds h LEFT JOIN ledger_entries e ON e.hold_id = h.id
    GROUP BY h.id
  `.execute(db);
  // Every way the ledger can be wrong, one row each; empty when it balances (tests and the chaos experiment).
  await sql`
    CREATE FUNCTION ledger_problems() RETURNS TABLE (hold_id uuid, problem text)
    LANGUAGE sql STABLE AS $$
      SELECT hold_id, 'entries do not sum to zero' FROM ledger_hold_balances WHERE net <> 0
      UNION ALL
      SELECT hold_id, 'held + released + refunded <> paid' FROM ledger_hold_balances
        WHERE held + released + refunded <> paid
      UNION ALL
      SELECT hold_id, 'paid differs from the amount held' FROM ledger_hold_balances
        WHERE state NOT IN ('awaiting_payment', 'cancelled') AND paid <> amount
      UNION ALL
      SELECT hold_id, 'money recorded for a hold never paid' FROM ledger_hold_balances
        WHERE state IN ('awaiting_payment', 'cancelled') AND paid <> 0
      UNION ALL
      SELECT hold_id, 'a final state that still holds money' FROM ledger_hold_balances
        WHERE state IN ('released', 'refunded') AND held <> 0
      UNION ALL
      SELECT hold_id, 'released and refunded both' FROM ledger_hold_balances
        WHERE released <> 0 AND refunded <> 0
      UNION ALL
      SELECT e.hold_id, 'currency differs from the hold' FROM ledger_entries e
        JOIN payment_holds h ON h.id = e.hold_id WHERE e.currency <> h.currency
    $$
  `.execute(db);

  // The sandbox provider's side of transfers and refunds, keyed by our reference (its idempotency key).
  await db.schema
    .withSchema('sandbox')
    .createTable('payouts')
    .addColumn('reference', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(oneOf('kind', ['transfer', 'refund'])))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    /** Transfers: the recipient's bank and account; refunds: the charge refunded. */
    .addColumn('destination', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(oneOf('status', ['success', 'failed'])))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  // Faults tests and the chaos experiment ask of the sandbox: the next `remaining` calls of an operation time
  // out after doing the work (`timeout_after`), fail before it (`unavailable`) or are refused (`fail`).
  await db.schema
    .withSchema('sandbox')
    .createTable('faults')
    .addColumn('operation', 'text', (col) =>
      col.primaryKey().check(oneOf('operation', ['transfer', 'refund'])),
    )
    .addColumn('mode', 'text', (col) =>
      col.notNull().check(oneOf('mode', ['timeout_after', 'unavailable', 'fail'])),
    )
    .addColumn('remaining', 'integer', (col) => col.notNull().check(sql`remaining >= 0`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('sandbox').dropTable('faults').execute();
  await db.schema.withSchema('sandbox').dropTable('payouts').execute();
  await sql`DROP FUNCTION ledger_problems()`.execute(db);
  await sql`DROP VIEW ledger_hold_balances`.execute(db);
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('payment_hold_events').execute();
  await db.schema.dropTable('payment_holds').execute();
  await db.schema
    .alterTable('properties')
    .dropColumn('reservation_deposit')
    .dropColumn('reservation_days')
    .execute();
}
