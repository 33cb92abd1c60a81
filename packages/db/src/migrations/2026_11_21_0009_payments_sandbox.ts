import { type Kysely, sql } from 'kysely';
import { oneOf } from './helpers';

// The built-in sandbox payment provider keeps its own record of each charge, as Paystack or Flutterwave
// would on their side, so verifying a sandbox payment asks the "provider" rather than our own transactions
// table. It lives in a schema of its own: it is a stand-in for someone else's system, not part of our model.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SCHEMA IF NOT EXISTS sandbox`.execute(db);
  await db.schema
    .withSchema('sandbox')
    .createTable('charges')
    .addColumn('reference', 'text', (col) => col.primaryKey())
    .addColumn('amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('charges_status_check', oneOf('status', ['pending', 'paid', 'cancelled']))
    .addCheckConstraint('charges_amount_check', sql`amount > 0`)
    .execute();
}
