import { type Kysely, sql } from 'kysely';
import { addUpdatedAtTrigger, oneOf, withTimestamps, withUuidId } from './helpers';

const PROVIDERS = ['paystack', 'flutterwave', 'sandbox'];

export async function up(db: Kysely<any>): Promise<void> {
  // Payment records outlive the people and listings they mention (the law keeps them), hence SET NULL.
  await db.schema
    .createTable('transactions')
    .$call(withUuidId)
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('property_id', 'uuid', (col) => col.references('properties.id').onDelete('set null'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('description', 'text')
    .addColumn('payer_name', 'text')
    .addColumn('payer_email', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('provider_reference', 'text')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('raw', 'jsonb')
    .$call(withTimestamps)
    .addCheckConstraint('transactions_provider_check', oneOf('provider', PROVIDERS))
    .addCheckConstraint('transactions_amount_check', sql`amount > 0`)
    .addCheckConstraint('transactions_currency_check', sql`currency ~ '^[A-Z]{3}$'`)
    .addCheckConstraint(
      'transactions_status_check',
      oneOf('status', ['pending', 'successful', 'failed', 'abandoned']),
    )
    .execute();
  await sql`CREATE INDEX transactions_user_recent_idx ON transactions (user_id, created_at DESC, id)`.execute(
    db,
  );
  await sql`CREATE INDEX transactions_property_id_idx ON transactions (property_id) WHERE property_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX transactions_status_idx ON transactions (status, created_at)`.execute(db);
  await addUpdatedAtTrigger(db, 'transactions');

  await db.schema
    .createTable('payout_accounts')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('bank_code', 'text', (col) => col.notNull())
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('account_name', 'text')
    .addColumn('verified_at', 'timestamptz')
    .$call(withTimestamps)
    .addCheckConstraint('payout_accounts_provider_check', oneOf('provider', PROVIDERS))
    .execute();
  await addUpdatedAtTrigger(db, 'payout_accounts');

  await db.schema
    .createTable('exchange_rates')
    .addColumn('quote', 'text', (col) => col.primaryKey())
    .addColumn('rate', 'numeric(20, 8)', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('fetched_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .$call(withTimestamps)
    .addCheckConstraint('exchange_rates_quote_check', sql`quote ~ '^[A-Z]{6}$'`)
    .addCheckConstraint('exchange_rates_rate_check', sql`rate > 0`)
    .execute();
  await addUpdatedAtTrigger(db, 'exchange_rates');
}
