import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Issue 21's second keys email: on the morning of the move-in date the tenant is reminded, once, that Ile
// still holds their money and releases it 72 hours later unless they say otherwise. The sweep claims due
// holds by setting this column (docs/payments.md, "Held payments").
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE payment_holds ADD COLUMN keys_reminded_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE payment_holds DROP COLUMN keys_reminded_at`.execute(db);
}
