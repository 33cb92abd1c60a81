import { type Kysely, sql } from 'kysely';

// Listings that are really available (issue 17): the owner confirms every 30 days, a listing unconfirmed for
// 45 days expires. The due listings are found by one range scan on this partial expression index, so the
// hourly sweep over a million listings reads only the rows it changes. A listing published before this
// feature counts its publication as its last confirmation.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE properties ADD COLUMN availability_reminded_at timestamptz`.execute(db);
  await sql`
    CREATE INDEX properties_availability_due_idx ON properties ((coalesce(available_confirmed_at, published_at)))
    WHERE status = 'published'
  `.execute(db);
  // The emailed one-click link: only its hash is kept; it confirms one listing of one owner, once.
  await db.schema
    .createTable('listing_availability_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX listing_availability_tokens_property_idx ON listing_availability_tokens (property_id)`.execute(
    db,
  );
  await sql`CREATE INDEX listing_availability_tokens_owner_idx ON listing_availability_tokens (owner_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_availability_tokens').execute();
  await sql`DROP INDEX properties_availability_due_idx`.execute(db);
  await sql`ALTER TABLE properties DROP COLUMN availability_reminded_at`.execute(db);
}
