import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addUpdatedAtTrigger, now } from './helpers';

// Issue 22, item 5: bulk import. A CSV is checked row by row when uploaded (listing_import_rows keeps each
// row's cells and errors); confirming queues the valid rows, and the images worker fetches each row's photos
// and creates its listing application, marking the row created (with the application) or failed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_imports')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status IN ('checked', 'confirmed', 'done')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX listing_imports_user_idx ON listing_imports (user_id, created_at DESC)`.execute(db);

  await db.schema
    .createTable('listing_import_rows')
    .addColumn('import_id', 'uuid', (col) =>
      col.notNull().references('listing_imports.id').onDelete('cascade'),
    )
    .addColumn('row_number', 'integer', (col) => col.notNull())
    .addColumn('title', 'text')
    // The row's cells by field name, as read from the file: the worker checks them again with the same schema.
    .addColumn('cells', 'jsonb', (col) => col.notNull())
    .addColumn('errors', 'jsonb')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status IN ('invalid', 'ready', 'queued', 'created', 'failed')`),
    )
    .addColumn('photo_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failure', 'text')
    .addColumn('application_id', 'uuid', (col) =>
      col.references('listing_applications.id').onDelete('set null'),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('listing_import_rows_pkey', ['import_id', 'row_number'])
    .execute();
  await addUpdatedAtTrigger(db, 'listing_import_rows');
  // An application deleted (withdrawn) sets its row's reference to null: found without a scan.
  await sql`CREATE INDEX listing_import_rows_application_idx ON listing_import_rows (application_id) WHERE application_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_import_rows').execute();
  await db.schema.dropTable('listing_imports').execute();
}
