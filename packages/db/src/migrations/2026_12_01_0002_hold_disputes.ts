import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Issue 21: the one-tap "I have the keys" email link (docs/payments.md, "Held payments"). Each hold gets its
// own random key, the secret its signed links are made with (as viewings and saved searches have): it never
// leaves the database, so a link cannot be forged nor used for another hold. The default fills existing and
// new rows without the insert paths knowing: two gen_random_uuid() values are 244 bits from the server's
// strong random source (no pgcrypto needed).
// Disputes are listed oldest first by Support; the partial index keeps that list cheap.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE payment_holds
    ADD COLUMN link_key bytea NOT NULL
      DEFAULT (uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))`.execute(db);
  await sql`CREATE INDEX payment_holds_disputed_idx ON payment_holds (disputed_at)
    WHERE disputed_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX payment_holds_disputed_idx`.execute(db);
  await sql`ALTER TABLE payment_holds DROP COLUMN link_key`.execute(db);
}
