import { type Kysely, sql } from 'kysely';
import { addUpdatedAtTrigger, now, oneOf, withTimestamps, withUuidId } from './helpers';

// Verifications (issue 17): a person's government ID and selfie ('identity'), or an agency's registration
// ('business'), decided by staff. The files are private and deleted 30 days after the decision
// (files_deleted_at), the decision, reviewer and date are kept. One pending verification per user and kind.
// Inspections: staff visits of a listing; properties.inspected_at (0001_trust_columns) holds the latest.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('verifications')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('document_type', 'text', (col) => col.notNull())
    .addColumn('document_number', 'text', (col) => col.notNull())
    .addColumn('licence_number', 'text')
    .addColumn('document_key', 'text')
    .addColumn('selfie_key', 'text')
    .addColumn('checked_note', 'text')
    .addColumn('reviewer_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('rejection_reason', 'text')
    .addColumn('files_deleted_at', 'timestamptz')
    .$call(withTimestamps)
    .addCheckConstraint('verifications_kind_check', oneOf('kind', ['identity', 'business']))
    .addCheckConstraint('verifications_status_check', oneOf('status', ['pending', 'approved', 'rejected']))
    .addCheckConstraint('verifications_country_check', oneOf('country', ['NG', 'SL']))
    .addCheckConstraint('verifications_decided_check', sql`(status = 'pending') = (decided_at IS NULL)`)
    .execute();
  for (const statement of [
    sql`CREATE UNIQUE INDEX verifications_one_pending_key ON verifications (user_id, kind) WHERE status = 'pending'`,
    sql`CREATE INDEX verifications_user_recent_idx ON verifications (user_id, kind, created_at DESC)`,
    sql`CREATE INDEX verifications_status_idx ON verifications (status, created_at, id)`,
    // The purge job's scan: decided rows whose files are still there, oldest decision first.
    sql`CREATE INDEX verifications_files_due_idx ON verifications (decided_at) WHERE files_deleted_at IS NULL AND decided_at IS NOT NULL`,
  ]) {
    await statement.execute(db);
  }
  await addUpdatedAtTrigger(db, 'verifications');

  await db.schema
    .createTable('property_inspections')
    .$call(withUuidId)
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('inspector_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('visited_on', 'date', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('photo_keys', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX property_inspections_property_idx ON property_inspections (property_id, visited_on DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX property_inspections_inspector_idx ON property_inspections (inspector_id) WHERE inspector_id IS NOT NULL`.execute(
    db,
  );
  // Search's `verifiedOwner=true`: the verified accounts, read whole (they are few) to match listings' owners.
  await sql`CREATE INDEX users_identity_verified_idx ON users (id) WHERE identity_verified_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX agencies_business_verified_idx ON agencies (user_id) WHERE business_verified_at IS NOT NULL`.execute(
    db,
  );
  // Search's `inspected=true` on published listings: a range on the few inspected ones, never a full scan.
  await sql`CREATE INDEX properties_inspected_idx ON properties (inspected_at) WHERE status = 'published' AND inspected_at IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS properties_inspected_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS agencies_business_verified_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS users_identity_verified_idx`.execute(db);
  await db.schema.dropTable('property_inspections').execute();
  await db.schema.dropTable('verifications').execute();
}
