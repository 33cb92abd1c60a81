import { type Kysely, sql } from 'kysely';

// Issue 21, item 2: the protected viewing fee (docs/viewings.md, "The viewing fee"). A viewing's fee is a
// payment hold of purpose 'viewing_fee' whose subject_id is the viewing. Paying twice must charge once: at most
// one live hold per viewing (a checkout given up on, 'cancelled', frees the way for a new one; one being
// refunded holds nothing). The hold keeps its checkout, so a second "Pay" is sent back to the same one.
// Deferred to the commit: a checkout given up on that the provider pays after all (cancelled → held) while a
// newer one exists is moved on to a refund in the same transaction (viewingFeePaid), never left unrecorded.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE payment_holds ADD CONSTRAINT payment_holds_one_live_viewing_fee
      EXCLUDE USING btree (subject_id WITH =)
      WHERE (purpose = 'viewing_fee' AND state NOT IN ('cancelled', 'refund_pending', 'refunded'))
      DEFERRABLE INITIALLY DEFERRED`.execute(db);
  await sql`ALTER TABLE payment_holds ADD COLUMN checkout_url text, ADD COLUMN checkout_access_code text`.execute(
    db,
  );
  // A viewing fee names its viewing; the other purposes name none.
  await sql`ALTER TABLE payment_holds ADD CONSTRAINT payment_holds_viewing_fee_subject
      CHECK ((purpose = 'viewing_fee') = (subject_id IS NOT NULL))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE payment_holds DROP CONSTRAINT payment_holds_viewing_fee_subject`.execute(db);
  await sql`ALTER TABLE payment_holds DROP COLUMN checkout_url, DROP COLUMN checkout_access_code`.execute(db);
  await sql`ALTER TABLE payment_holds DROP CONSTRAINT payment_holds_one_live_viewing_fee`.execute(db);
}
