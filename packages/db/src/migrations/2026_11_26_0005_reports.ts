import { type Kysely, sql } from 'kysely';
import { now, oneOf, withUuidId } from './helpers';

// Reports of listings, people, reviews and messages (issue 17). The target is polymorphic, so it has no foreign
// key: the api checks it exists when the report is made, and the console shows a target that has since gone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reports')
    .$call(withUuidId)
    .addColumn('reporter_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'uuid', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('outcome', 'text')
    .addColumn('decided_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'reports_target_type_check',
      oneOf('target_type', ['property', 'user', 'review', 'message']),
    )
    .addCheckConstraint(
      'reports_reason_check',
      oneOf('reason', [
        'asks_for_money',
        'fake_or_unavailable',
        'duplicate',
        'wrong_details',
        'offensive',
        'other',
      ]),
    )
    .addCheckConstraint('reports_status_check', oneOf('status', ['open', 'dismissed', 'actioned']))
    .addCheckConstraint(
      'reports_outcome_check',
      sql`(status = 'open' AND outcome IS NULL) OR (status <> 'open' AND outcome IS NOT NULL AND ${oneOf(
        'outcome',
        ['dismissed', 'unpublished', 'review_hidden', 'user_suspended'],
      )})`,
    )
    .addCheckConstraint('reports_details_check', sql`details IS NULL OR char_length(details) <= 2000`)
    .execute();
  // One open report per reporter and target; a decided one does not stop a new report.
  await sql`CREATE UNIQUE INDEX reports_open_once_idx ON reports (reporter_id, target_type, target_id) WHERE status = 'open'`.execute(
    db,
  );
  // The queue groups by target; the hold rule counts a target's recent open reports.
  await sql`CREATE INDEX reports_target_idx ON reports (target_type, target_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX reports_open_recent_idx ON reports (created_at DESC) WHERE status = 'open'`.execute(
    db,
  );
  await sql`CREATE INDEX reports_reporter_idx ON reports (reporter_id, created_at DESC) WHERE reporter_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX reports_decided_by_idx ON reports (decided_by) WHERE decided_by IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reports').execute();
}
