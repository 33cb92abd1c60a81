import { type Kysely, sql } from 'kysely';
import { now } from './helpers';

// Issue 19, discovery. Price history: every price change of a published listing, written in the transaction
// that changes the price (manage.service's edit, which the console's edit goes through too).
// properties.price_reduced_at is the last drop's time, so cards show "Price reduced" without a join in
// search. Similar listings: a walk of one partial index each side of a listing's price (see
// listSimilarCards), never a scan of its state.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('property_price_changes')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('old_price', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('new_price', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('changed_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addCheckConstraint('property_price_changes_changed_check', sql`old_price <> new_price`)
    .execute();
  await sql`CREATE INDEX property_price_changes_property_idx ON property_price_changes (property_id, changed_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX property_price_changes_changed_by_idx ON property_price_changes (changed_by) WHERE changed_by IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE properties ADD COLUMN price_reduced_at timestamptz`.execute(db);
  await sql`CREATE INDEX properties_published_similar_idx ON properties (country, state_code, category, currency, price, id)
    WHERE status = 'published'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX properties_published_similar_idx`.execute(db);
  await sql`ALTER TABLE properties DROP COLUMN price_reduced_at`.execute(db);
  await db.schema.dropTable('property_price_changes').execute();
}
