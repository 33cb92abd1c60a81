import { type Kysely, sql } from 'kysely';
import { addUpdatedAtTrigger, now, oneOf, withTimestamps, withUuidId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // Written in the same transaction as the change it describes; the worker's relay sweeps it.
  await db.schema
    .createTable('outbox_events')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('available_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addCheckConstraint('outbox_events_attempts_check', sql`attempts >= 0`)
    .execute();
  await sql`CREATE INDEX outbox_events_undelivered_idx ON outbox_events (available_at, id) WHERE delivered_at IS NULL`.execute(
    db,
  );

  // No foreign keys: the log must survive the rows and people it mentions.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_role', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('resource', 'text', (col) => col.notNull())
    .addColumn('resource_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX audit_log_resource_idx ON audit_log (resource, resource_id, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC) WHERE actor_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX audit_log_created_at_idx ON audit_log (created_at DESC)`.execute(db);

  // event_key makes sending idempotent: a redelivered job finds its email already recorded.
  await db.schema
    .createTable('emails')
    .$call(withUuidId)
    .addColumn('event_key', 'text', (col) => col.notNull().unique())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('html', 'text')
    .addColumn('text', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .$call(withTimestamps)
    .addCheckConstraint('emails_status_check', oneOf('status', ['pending', 'sent', 'failed']))
    .execute();
  await sql`CREATE INDEX emails_recent_idx ON emails (created_at DESC, id)`.execute(db);
  await sql`CREATE INDEX emails_to_address_idx ON emails (lower(to_address), created_at DESC)`.execute(db);
  await addUpdatedAtTrigger(db, 'emails');

  await db.schema
    .createTable('data_exports')
    .$call(withUuidId)
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('storage_key', 'text')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .$call(withTimestamps)
    .addCheckConstraint(
      'data_exports_status_check',
      oneOf('status', ['pending', 'processing', 'ready', 'failed', 'expired']),
    )
    .execute();
  await sql`CREATE INDEX data_exports_user_recent_idx ON data_exports (user_id, created_at DESC)`.execute(db);
  await addUpdatedAtTrigger(db, 'data_exports');
}
